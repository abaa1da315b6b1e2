import { ChangeHistoryDrawer } from '@/shared/ui/change-history';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { typeHistorySource } from '../model/type-history';
import type { MaterialType } from '../model/type-list';

/** 物料类型历史: who changed which field of the type, and when. */
export function TypeHistoryDrawer({ row: type, onClose }: RowPanelProps<MaterialType>) {
  return (
    <ChangeHistoryDrawer
      title={`物料类型历史：${type.code} ${type.name}`}
      onClose={onClose}
      tableId="scm.cdMaterialTypeHistory"
      bizId={type.id}
      source={typeHistorySource}
    />
  );
}
