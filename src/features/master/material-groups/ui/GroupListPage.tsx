import { useQuery } from '@tanstack/react-query';
import { materialGroupTreeQuery } from '@/entities/material';
import { GroupTreeTable, groupColumns, groupConditions } from '@/entities/material-group';
import {
  cdMaterialGroupDelete,
  cdMaterialGroupDisable,
  cdMaterialGroupEnable,
  cdMaterialGroupTreeOperation,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { groupSource } from '../model/group-list';

const GroupList = defineListScreen({
  tableId: 'scm.cdMaterialGroup',
  permissionPrefix: 'cdMaterialGroup',
  source: groupSource,
  alsoRefetch: [cdMaterialGroupTreeOperation],
  columns: groupColumns,
  conditions: groupConditions,
  form: () => import('./group-form').then((m) => m.GroupForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      require: 'cdMaterialGroup:history',
      title: '历史',
      load: () => import('./GroupHistoryDrawer').then((m) => m.GroupHistoryDrawer),
    },
  ],
  status: { enable: cdMaterialGroupEnable, disable: cdMaterialGroupDisable, delete: cdMaterialGroupDelete },
});

/** 物料组 (§7.9): the group tree under '全部' on the left; the groups under the chosen one on the right. */
export function GroupListPage() {
  const tree = useQuery(materialGroupTreeQuery);
  return <GroupTreeTable tree={tree} List={GroupList} />;
}
