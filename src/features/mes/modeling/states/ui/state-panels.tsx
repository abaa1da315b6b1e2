import { mfgStateDelete } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { TreeDeleteDialog } from '@/shared/ui/tree-delete';
import type { StateNode } from '../model/state-list';
import { StateForm } from './state-form';

/** 新增下级: the form, starting under the row and in its category. */
export function StateChildForm({ row, onClose, refetch }: RowPanelProps<StateNode>) {
  return <StateForm scope={{ pid: row.id, category: row.category }} onClose={onClose} onSaved={() => void refetch()} />;
}

/** 删除: refused before any call while the state has children. */
export function StateDeleteDialog({ row, onClose, refetch }: RowPanelProps<StateNode>) {
  return <TreeDeleteDialog row={row} noun="生产状态" remove={mfgStateDelete} onClose={onClose} refetch={refetch} />;
}
