import { Progress } from 'antd';
import { receivedPercent } from '../model/progress';

/** 到货进度: received / ordered as a small bar with its percentage (100 % only when everything arrived). */
export function ReceivedProgress({ received, ordered }: { received: number; ordered: number }) {
  const percent = receivedPercent(received, ordered);
  return (
    <Progress
      aria-label="到货进度"
      percent={percent}
      size="small"
      status={percent >= 100 ? 'success' : 'normal'}
      format={(shown) => `${shown ?? 0}%`}
      style={{ minWidth: 96, marginBottom: 0 }}
    />
  );
}
