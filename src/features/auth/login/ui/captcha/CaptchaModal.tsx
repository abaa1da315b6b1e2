import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import type { CaptchaPicture } from '../../model/captcha-picture';
import { useCaptcha, type CaptchaStatus } from '../../model/use-captcha';
import { BlockPuzzle } from './BlockPuzzle';
import styles from './Captcha.module.css';
import { ClickWord } from './ClickWord';

interface CaptchaModalProps {
  /** Asked for when the person pressed the button, so the picture is on its way while this chunk loads. */
  firstPicture: Promise<CaptchaPicture>;
  onPass: (captchaVerification: string) => void;
  onCancel: () => void;
}

function StatusBar({ status }: { status: CaptchaStatus }) {
  if (status.kind === 'passed') return <div className={`${styles.status} ${styles.passed}`}>验证通过</div>;
  if (status.kind === 'failed') {
    return (
      <div className={`${styles.status} ${styles.failed}`} role="alert">
        {status.message}
      </div>
    );
  }
  return null;
}

/** The behaviour captcha in a dialog (AJ-Captcha's pop mode): whichever type the server sent, with 换一张. */
export function CaptchaModal({ firstPicture, onPass, onCancel }: CaptchaModalProps) {
  const { captcha, status, refresh, check } = useCaptcha(firstPicture, onPass);
  const busy = status.kind !== 'ready';

  const body = () => {
    if (status.kind === 'unavailable' || !captcha) {
      return (
        <div className={styles.unavailable} role="alert">
          {status.kind === 'unavailable' && status.message}
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            重新获取
          </Button>
        </div>
      );
    }
    const bar = <StatusBar status={status} />;
    return captcha.captchaType === 'clickWord' ? (
      <ClickWord key={captcha.token} captcha={captcha} disabled={busy} onAnswer={(points) => void check(points)}>
        {bar}
      </ClickWord>
    ) : (
      <BlockPuzzle key={captcha.token} captcha={captcha} disabled={busy} onAnswer={(point) => void check(point)}>
        {bar}
      </BlockPuzzle>
    );
  };

  return (
    <Modal
      open
      title="请完成安全验证"
      footer={null}
      width={358}
      centered
      mask={{ closable: false }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className={styles.toolbar}>
        <span>{captcha?.captchaType === 'clickWord' ? '文字点选验证' : '滑动拼图验证'}</span>
        <Button
          type="link"
          size="small"
          icon={<ReloadOutlined />}
          disabled={status.kind === 'checking'}
          onClick={refresh}
        >
          换一张
        </Button>
      </div>
      <Spin spinning={status.kind === 'loading' || status.kind === 'checking'}>{body()}</Spin>
    </Modal>
  );
}
