import { mfgDeptDelete } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { TreeDeleteDialog } from '@/shared/ui/tree-delete';
import type { MfgDeptNode } from '../model/dept-list';
import { MfgDeptForm } from './dept-form';

/** 新增下级: a 车间 under a 工厂, a 工段 under a 车间. */
export function MfgDeptChildForm({ row, onClose, refetch }: RowPanelProps<MfgDeptNode>) {
  return (
    <MfgDeptForm scope={{ pid: row.id, parentType: row.deptType }} onClose={onClose} onSaved={() => void refetch()} />
  );
}

/** 删除: refused before any call while the department has children. */
export function MfgDeptDeleteDialog({ row, onClose, refetch }: RowPanelProps<MfgDeptNode>) {
  return <TreeDeleteDialog row={row} noun="生产部门" remove={mfgDeptDelete} onClose={onClose} refetch={refetch} />;
}
