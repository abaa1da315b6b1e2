import { materialGroupTreeQuery } from '@/entities/material';
import { groupScreen, withGroupTree } from '@/entities/material-group';
import { cdMaterialGroup, cdMaterialGroupHistoryPageSource, cdMaterialGroupTreeOperation } from '@/shared/api';
import { defineCrudScreen, type RowPanelProps, type RowOf } from '@/shared/ui/crud-screen';

/** 物料组: the groups; a save refreshes the tree beside the list; 历史 shows who changed what. */
const GroupList = defineCrudScreen(cdMaterialGroup, {
  ...groupScreen(materialGroupTreeQuery),
  alsoRefetch: [cdMaterialGroupTreeOperation],
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      require: 'cdMaterialGroup:history',
      title: '历史',
      // 物料组历史: who changed which field of the group, and when.
      load: () =>
        import('@/shared/ui/change-history').then(
          ({ ChangeHistoryDrawer }) =>
            function GroupHistory({ row, onClose }: RowPanelProps<RowOf<typeof cdMaterialGroup>>) {
              return (
                <ChangeHistoryDrawer
                  title={`物料组历史：${row.code} ${row.name}`}
                  onClose={onClose}
                  tableId="scm.cdMaterialGroupHistory"
                  bizId={row.id}
                  source={cdMaterialGroupHistoryPageSource}
                />
              );
            },
        ),
    },
  ],
});

/** The group tree under '全部' on the left; the groups under the chosen one on the right. */
export const GroupListPage = withGroupTree(GroupList, materialGroupTreeQuery);
