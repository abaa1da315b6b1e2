import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config';
import { BACK_HOME_TEXT, EXCEPTION_TEXTS, type ExceptionStatus } from './exception-texts';
import styles from './ExceptionPage.module.css';

interface ExceptionPageProps {
  status: ExceptionStatus;
  /** Where 返回首页 leads; home (route Console, /welcome) unless the caller knows better. */
  onBackHome?: () => void;
}

/** The 403, 404 and 500 pages of product.md §2.4: the illustration, the spec's text and one way back home. */
export function ExceptionPage({ status, onBackHome }: ExceptionPageProps) {
  const navigate = useNavigate();
  const backHome = onBackHome ?? (() => void navigate(HOME_PATH));
  return (
    <section className={styles.page}>
      <Result
        className={styles.result}
        status={status}
        title={status}
        subTitle={EXCEPTION_TEXTS[status]}
        extra={
          <Button type="primary" onClick={backHome}>
            {BACK_HOME_TEXT}
          </Button>
        }
      />
    </section>
  );
}
