import { mdHouse } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const yesNo = (value: unknown) => (value ? '是' : '否');

/** 仓库（旧版）: the v1 houses, their type by the warehouse_type dictionary and the two stock switches. */
export const HouseListPage = defineCrudScreen(mdHouse, {
  noun: '仓库',
  columns: [
    { dataIndex: 'code', title: '仓库编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '仓库名称', width: 180 },
    { dataIndex: 'houseType', title: '仓库类型', width: 120, dict: 'warehouse_type', filter: true },
    { dataIndex: 'address', title: '地址', width: 220, ellipsis: true },
    { dataIndex: 'managerName', title: '负责人', width: 110 },
    { dataIndex: 'managerPhone', title: '负责人电话', width: 140 },
    { dataIndex: 'locationManaged', title: '库位管理', width: 100, render: yesNo },
    { dataIndex: 'allowNegative', title: '允许负库存', width: 110, render: yesNo },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: ['code', 'name', 'houseType', 'status'],
  // The phone's pattern and every limit come from the contract's MdHouseForm.
  form: {
    code: {},
    name: {},
    houseType: { dict: 'warehouse_type' },
    managerName: {},
    managerPhone: {},
    locationManaged: { label: '启用库位管理' },
    allowNegative: {},
    address: { wide: true },
    remark: { kind: 'textarea', wide: true },
  },
  detail: { width: 'default', columns: 2 },
});
