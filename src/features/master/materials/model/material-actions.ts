import { cdMaterialDelete, cdMaterialDisable, cdMaterialEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { Material } from './material-list';

/** §4.2: detail, edit, then enable / disable / delete as the material's state allows (asked first). */
export function materialActions(open: { detail: (m: Material) => void; edit: (m: Material) => void }, refetch: () => unknown): RowAction<Material>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<Material>({ enable: cdMaterialEnable, disable: cdMaterialDisable, delete: cdMaterialDelete }, refetch),
  ];
}
