import { mdLocationDelete, mdLocationDisable, mdLocationEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MdLocation } from './location-list';

/** Row actions of a location: detail, edit; enable/disable by status, delete a disabled one (asked first). */
export function locationActions(open: { detail: (location: MdLocation) => void; edit: (location: MdLocation) => void }, refetch: () => unknown): RowAction<MdLocation>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<MdLocation>({ enable: mdLocationEnable, disable: mdLocationDisable, delete: mdLocationDelete }, refetch),
  ];
}
