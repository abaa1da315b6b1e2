import type { MaterialGroup } from '@/entities/material-group';
import { mdGroupDelete, mdGroupDisable, mdGroupEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';

/** Row actions of a v1 group: detail, edit; enable/disable by status, delete a disabled one (asked first). */
export function groupActions(open: { detail: (group: MaterialGroup) => void; edit: (group: MaterialGroup) => void }, refetch: () => unknown): RowAction<MaterialGroup>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<MaterialGroup>({ enable: mdGroupEnable, disable: mdGroupDisable, delete: mdGroupDelete }, refetch),
  ];
}
