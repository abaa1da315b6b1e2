import { mdMaterialMgmtDelete, mdMaterialMgmtDisable, mdMaterialMgmtEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { LegacyMaterial } from './legacy-material-list';

/** §4.2: detail, edit, then enable / disable / delete as the material's state allows (asked first). */
export function legacyMaterialActions(
  open: { detail: (m: LegacyMaterial) => void; edit: (m: LegacyMaterial) => void },
  refetch: () => unknown,
): RowAction<LegacyMaterial>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<LegacyMaterial>({ enable: mdMaterialMgmtEnable, disable: mdMaterialMgmtDisable, delete: mdMaterialMgmtDelete }, refetch),
  ];
}
