import { mdHouseDelete, mdHouseDisable, mdHouseEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MdHouse } from './house-list';

/** Row actions of a house: detail, edit; enable/disable by status, delete a disabled one (asked first). */
export function houseActions(open: { detail: (house: MdHouse) => void; edit: (house: MdHouse) => void }, refetch: () => unknown): RowAction<MdHouse>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<MdHouse>({ enable: mdHouseEnable, disable: mdHouseDisable, delete: mdHouseDelete }, refetch),
  ];
}
