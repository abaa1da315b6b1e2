import { Tag } from 'antd';
import type { Look } from '../model/apply-states';

/** A state or label as a coloured tag, from one of this slice's label maps. */
export function LookTag<K extends string>({ looks, value }: { looks: Record<K, Look>; value: K | null | undefined }) {
  if (!value) return null;
  const look = looks[value] as Look | undefined;
  return <Tag color={look?.color}>{look?.label ?? value}</Tag>;
}
