import { cdMaterialTypeDelete, cdMaterialTypeDisable, cdMaterialTypeEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MaterialType } from './type-list';

/** §4.1/§4.2 row actions of a type: edit, its history; enable, disable, delete by status (asked first). */
export function typeActions(open: { edit: (type: MaterialType) => void; history: (type: MaterialType) => void }, refetch: () => unknown): RowAction<MaterialType>[] {
  return [
    { action: 'edit', title: '编辑', onClick: open.edit },
    { action: 'detail', require: 'cdMaterialType:history', title: '历史', onClick: open.history },
    ...statusActions<MaterialType>({ enable: cdMaterialTypeEnable, disable: cdMaterialTypeDisable, delete: cdMaterialTypeDelete }, refetch),
  ];
}
