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
    { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ],
  conditions: [
    { key: 'name', title: '仓库名称', type: 'input' },
    { key: 'code', title: '仓库编码', type: 'input' },
    { key: 'warehouseType', title: '仓库类型', type: 'select', dict: 'warehouse_type', multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
});
