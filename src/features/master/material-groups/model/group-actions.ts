import { cdMaterialGroupDelete, cdMaterialGroupDisable, cdMaterialGroupEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MaterialGroup } from '@/entities/material-group';

/** §4.1/§4.2 row actions of a group: edit, its history; enable, disable, delete by status (asked first). */
export function groupActions(open: { edit: (group: MaterialGroup) => void; history: (group: MaterialGroup) => void }, refetch: () => unknown): RowAction<MaterialGroup>[] {
  return [
    { action: 'edit', title: '编辑', onClick: open.edit },
    { action: 'detail', require: 'cdMaterialGroup:history', title: '历史', onClick: open.history },
    ...statusActions<MaterialGroup>({ enable: cdMaterialGroupEnable, disable: cdMaterialGroupDisable, delete: cdMaterialGroupDelete }, refetch),
  ];
}
