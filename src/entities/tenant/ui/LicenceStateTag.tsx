import { Badge } from 'antd';
import { LICENCE_STATES, type LicenceState } from '../lib/licence-state';

/** 有效 / 即将到期 / 已过期 / 已吊销 as a status badge, like the dictionary's states. */
export function LicenceStateTag({ state }: { state: LicenceState }) {
  const { title, status } = LICENCE_STATES[state];
  return <Badge status={status} text={title} />;
}
