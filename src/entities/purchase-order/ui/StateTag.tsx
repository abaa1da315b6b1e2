import { Tag } from 'antd';
import type { StateLook } from '../model/states';

/** A document's state as a coloured tag: one of the state maps of this slice and the row's state. */
export function StateTag<S extends string>({ states, state }: { states: Record<S, StateLook>; state: S }) {
  const look = states[state] as StateLook | undefined;
  return <Tag color={look?.color}>{look?.label ?? state}</Tag>;
}
