import { Tag } from 'antd';
import { STANDARD_STATES, type StandardState } from '../model/standard-states';

/** A standard version's state as a coloured tag. */
export function StandardStateTag({ state }: { state: StandardState }) {
  const look = STANDARD_STATES[state];
  return <Tag color={look.color}>{look.label}</Tag>;
}
