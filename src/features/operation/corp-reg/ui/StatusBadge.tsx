import { Badge } from 'antd';
import { dictBadge, useDictionary } from '@/entities/dictionary';
import { CORP_REG_DICT, type CorpRegStatus } from '../model/corp-reg-status';

/**
 * The registration's state from the corp_reg_status dictionary, as a badge. (Not the entity's DictBadge: importing
 * it from here would split it out of the shell's chunk, and the shell's first load has no room for one more chunk.)
 */
export function StatusBadge({ status }: { status: CorpRegStatus }) {
  const view = dictBadge(useDictionary(), CORP_REG_DICT.status, status);
  return view ? <Badge status={view.status} color={view.color} text={view.name} /> : null;
}
