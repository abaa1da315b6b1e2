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
    { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ],
  conditions: [
    { key: 'code', title: '仓库编码', type: 'input' },
    { key: 'name', title: '仓库名称', type: 'input' },
    { key: 'houseType', title: '仓库类型', type: 'select', dict: 'warehouse_type', multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  // The phone's pattern and every limit come from the contract's MdHouseForm.
  form: {
    code: { label: '仓库编码' },
    name: { label: '仓库名称' },
    houseType: { label: '仓库类型', dict: 'warehouse_type' },
    managerName: { label: '负责人' },
    managerPhone: { label: '负责人电话' },
    locationManaged: { label: '启用库位管理' },
    allowNegative: { label: '允许负库存' },
    address: { label: '地址', wide: true },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  detail: { width: 'default', columns: 2 },
});
