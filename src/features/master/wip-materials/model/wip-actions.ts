import { wipMaterialDelete, wipMaterialDisable, wipMaterialEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { WipMaterial } from './wip-list';

/** Row actions: edit; enable/disable/delete by status (asked first, refetch after). */
export function wipActions(edit: (row: WipMaterial) => void, refetch: () => unknown): RowAction<WipMaterial>[] {
  return [
    { action: 'edit', title: '编辑', onClick: edit },
    ...statusActions<WipMaterial>({ enable: wipMaterialEnable, disable: wipMaterialDisable, delete: wipMaterialDelete }, refetch),
  ];
}
