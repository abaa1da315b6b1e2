import { AppDrawer } from '@/shared/ui/app-drawer';
import { ChangeHistoryTable } from '@/shared/ui/change-history';
import { groupHistorySource } from '../model/group-history';
import type { MaterialGroup } from '../model/group-list';

/** 物料组历史: who changed which field of the group, and when. */
export function GroupHistoryDrawer({ group, onClose }: { group: MaterialGroup; onClose: () => void }) {
  return (
    <AppDrawer open title={`物料组历史：${group.code} ${group.name}`} onClose={onClose}>
      <ChangeHistoryTable tableId="scm.cdMaterialGroupHistory" bizId={group.id} source={groupHistorySource} />
    </AppDrawer>
  );
}
