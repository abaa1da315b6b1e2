import { Tag } from 'antd';
import type { SearchOption } from '@/shared/lib/table-query';

/** How a state shows: its title and an antd Tag preset colour. */
export interface StateLook {
  label: string;
  color: string;
}

/** A document's state as a coloured tag: one of the modules' state maps and the row's state. */
export function StateTag<S extends string>({ states, state }: { states: Record<S, StateLook>; state: S }) {
  const look = states[state] as StateLook | undefined;
  return <Tag color={look?.color}>{look?.label ?? state}</Tag>;
}

/** A state map as a condition's or a select's options, in its order. */
export function stateOptions<S extends string>(states: Record<S, StateLook>): SearchOption[] {
  return (Object.keys(states) as S[]).map((value) => ({ value, title: states[value].label }));
}
