import { sysDeptArchive, sysDeptDisable, sysDeptEnable, sysDeptRecover } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { SysDept } from './dept-list';

/** §4.2 row actions of a department: detail, edit (not archived); enable/disable, archive a disabled one, recover an archived one. */
export function deptActions(open: { detail: (dept: SysDept) => void; edit: (dept: SysDept) => void }, refetch: () => unknown): RowAction<SysDept>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    // An archived department is read-only until recovered.
    { action: 'edit', title: '编辑', onClick: open.edit, when: { field: 'status', op: 'in', value: [0, 1] } },
    ...statusActions<SysDept>({ enable: sysDeptEnable, disable: sysDeptDisable, archive: sysDeptArchive, recover: sysDeptRecover }, refetch, 'sysDept'),
  ];
}
