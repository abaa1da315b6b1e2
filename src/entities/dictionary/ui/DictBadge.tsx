import { Badge } from 'antd';
import { useDictionary } from '../model/dictionary-store';
import { dictBadge, type DictValue } from '../model/dictionary-tree';

export interface DictBadgeProps {
  /** Dictionary type code, e.g. material_type. */
  type: string;
  value: DictValue;
}

/** A status badge fed by the dictionary (product.md §2.6): the entry's name with its badge status or colour. */
export function DictBadge({ type, value }: DictBadgeProps) {
  const view = dictBadge(useDictionary(), type, value);
  if (!view) return null;
  return <Badge status={view.status} color={view.color} text={view.name} />;
}
