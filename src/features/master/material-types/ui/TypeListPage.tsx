import { cdMaterialType, cdMaterialTypeHistoryPageSource } from '@/shared/api';
import { defineCrudScreen, type RowOf, type RowPanelProps } from '@/shared/ui/crud-screen';

/** 物料类型: the material types, each of one material category (the whole list in one answer). */
export const TypeListPage = defineCrudScreen(cdMaterialType, {
  noun: '物料类型',
  columns: [
    { dataIndex: 'code', title: '类型编码', width: 140, hideAble: false },
    { dataIndex: 'name', title: '类型名称', width: 180 },
    { dataIndex: 'category', title: '物料大类', width: 120, dict: 'material_type', filter: true },
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  ],
  conditions: [{ key: 'keyword', title: '编码或名称', type: 'input' }, 'category', 'status'],
  form: {
    code: {},
    name: {},
    // The contract's enum keeps the body to the material_type dictionary's values.
    category: { dict: 'material_type' },
    allowPurchase: { label: '可采购' },
    allowProduce: { label: '可自制' },
    allowSale: { label: '可销售' },
    remark: { kind: 'textarea', wide: true },
  },
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      require: 'cdMaterialType:history',
      title: '历史',
      // 物料类型历史: who changed which field of the type, and when.
      load: () =>
        import('@/shared/ui/change-history').then(
          ({ ChangeHistoryDrawer }) =>
            function TypeHistory({ row, onClose }: RowPanelProps<RowOf<typeof cdMaterialType>>) {
              return (
                <ChangeHistoryDrawer
                  title={`物料类型历史：${row.code} ${row.name}`}
                  onClose={onClose}
                  tableId="scm.cdMaterialTypeHistory"
                  bizId={row.id}
                  source={cdMaterialTypeHistoryPageSource}
                />
              );
            },
        ),
    },
  ],
});
