import { ChangeHistoryDrawer } from '@/shared/ui/change-history';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { groupHistorySource } from '../model/group-history';
import type { MaterialGroup } from '@/entities/material-group';

/** 物料组历史: who changed which field of the group, and when. */
export function GroupHistoryDrawer({ row: group, onClose }: RowPanelProps<MaterialGroup>) {
  return (
    <ChangeHistoryDrawer
      title={`物料组历史：${group.code} ${group.name}`}
      onClose={onClose}
      tableId="scm.cdMaterialGroupHistory"
      bizId={group.id}
      source={groupHistorySource}
    />
  );
}
