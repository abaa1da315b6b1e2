import { Alert, Button, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOpCorpRegDetail } from '@/shared/api';
import { QueryFailure } from '@/shared/ui/load-failure';
import { isEditable } from '../model/corp-reg-status';
import { CorpRegDetailBody } from './CorpRegDetailBody';
import { REGISTER_BASE, RegisterArea } from './RegisterArea';
import styles from './RegisterArea.module.css';

/** /register/detail?id= (product.md §2.1, blank route title): the registration read-only, with 继续填写 where its state allows. */
export function RegisterDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <RegisterArea title="" back={REGISTER_BASE}>
      {id ? <Detail id={id} /> : <Alert type="error" showIcon title="未找到注册申请 id，请从注册列表进入" />}
    </RegisterArea>
  );
}

function Detail({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useOpCorpRegDetail({ query: { id } });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) return <QueryFailure query={detail} title="获取注册申请失败" />;
  return (
    <section className={styles.card} aria-label="注册申请详情">
      <CorpRegDetailBody reg={detail.data} />
      {isEditable(detail.data.status) && (
        <div className={styles.actions}>
          <Button type="primary" onClick={() => void navigate(`${REGISTER_BASE}/update?id=${id}`)}>
            继续填写
          </Button>
        </div>
      )}
    </section>
  );
}
