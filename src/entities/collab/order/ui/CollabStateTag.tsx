import { Tag } from 'antd';
import type { CollabStateLook } from '../model/states';

/** A state as a coloured tag: one of the collab state maps and the row's state. */
export function CollabStateTag<S extends string>({ states, state }: { states: Record<S, CollabStateLook>; state: S }) {
  const look = states[state] as CollabStateLook | undefined;
  return <Tag color={look?.color}>{look?.label ?? state}</Tag>;
}
