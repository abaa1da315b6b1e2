import { useQuery } from '@tanstack/react-query';
import { GroupTreeTable, groupColumns, groupConditions, legacyGroupTreeQuery } from '@/entities/material-group';
import { mdGroupDelete, mdGroupDisable, mdGroupEnable, mdGroupTreeOperation } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { groupSource } from '../model/group-list';

const GroupList = defineListScreen({
  tableId: 'scm.mdGroup',
  permissionPrefix: 'mdGroup',
  source: groupSource,
  alsoRefetch: [mdGroupTreeOperation],
  columns: groupColumns,
  conditions: groupConditions,
  form: () => import('./group-form').then((m) => m.GroupForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./GroupDetailDrawer').then((m) => m.GroupDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mdGroupEnable, disable: mdGroupDisable, delete: mdGroupDelete },
});

/** 物料组（旧版）: the group tree under '全部' on the left; the groups under the chosen one on the right. */
export function GroupListPage() {
  const tree = useQuery(legacyGroupTreeQuery);
  return <GroupTreeTable tree={tree} List={GroupList} />;
}
