import { Tag } from 'antd';
import { GAUGE_STATES, type GaugeState } from '../model/gauge-states';

/** A gauge's state as a coloured tag: 在用 green, 待校准 amber, 停用 and 报废 grey. */
export function GaugeStateTag({ state }: { state: GaugeState }) {
  const look = GAUGE_STATES[state];
  return <Tag color={look.color}>{look.label}</Tag>;
}
