import { Tag } from 'antd';
import { LICENCE_STATES, type LicenceState } from '../lib/licence-state';

/** 有效 / 即将到期 / 已过期 / 已吊销 as a coloured tag. */
export function LicenceStateTag({ state }: { state: LicenceState }) {
  const { title, color } = LICENCE_STATES[state];
  return <Tag color={color}>{title}</Tag>;
}
