import { groupScreen, legacyGroupTreeQuery, withGroupTree } from '@/entities/material-group';
import { mdGroup, mdGroupTreeOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 物料组（旧版）: the v1 groups; a save refreshes the tree beside the list. */
export const GroupList = defineCrudScreen(mdGroup, {
  ...groupScreen(legacyGroupTreeQuery),
  alsoRefetch: [mdGroupTreeOperation],
  detail: {
    width: 'default',
    columns: 2,
    items: (group, renderDict) => [
      { label: '物料组编码', value: group.code },
      { label: '物料组名称', value: group.name },
      { label: '上级物料组', value: group.pname ?? '顶级' },
      { label: '排序', value: group.sort },
      { label: '状态', value: renderDict('common_status', group.status) },
      { label: '备注', value: group.remark, span: 2 },
    ],
  },
});

/** The group tree under '全部' on the left; the groups under the chosen one on the right. */
export const GroupListPage = withGroupTree(GroupList, legacyGroupTreeQuery);
