import { cdWarehouse } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 仓库: the v2 warehouse list, read only; type and status through their dictionaries. */
export const WarehouseListPage = defineCrudScreen(cdWarehouse, {
  noun: '仓库',
  columns: [
    { dataIndex: 'code', title: '仓库编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '仓库名称', width: 180, query: 'input' },
    { dataIndex: 'warehouseType', title: '仓库类型', width: 120, dict: 'warehouse_type', dictAs: 'text', filter: true },
    { dataIndex: 'plantName', title: '所属工厂', width: 160 },
    { dataIndex: 'address', title: '地址', width: 220, ellipsis: true },
    { dataIndex: 'managerName', title: '负责人', width: 100 },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: ['name', 'code', 'warehouseType', 'status'],
});
