import { mdAreaDelete, mdAreaDisable, mdAreaEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MdArea } from './area-list';

/** Row actions of an area: detail, edit; enable/disable by status, delete a disabled one (asked first). */
export function areaActions(open: { detail: (area: MdArea) => void; edit: (area: MdArea) => void }, refetch: () => unknown): RowAction<MdArea>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<MdArea>({ enable: mdAreaEnable, disable: mdAreaDisable, delete: mdAreaDelete }, refetch),
  ];
}
