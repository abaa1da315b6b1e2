import { withWarehouseCondition } from '@/entities/storage/warehouse';
import { cdArea } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 区域: the v2 storage-area list, read only: the area and the warehouse it lies in; its search adds 仓库. */
export const AreaListPage = withWarehouseCondition(
  defineCrudScreen(cdArea, {
    noun: '区域',
    columns: [
      { dataIndex: 'code', title: '区域编码', width: 140, hideAble: false, sorter: true },
      { dataIndex: 'name', title: '区域名称', width: 180, query: 'input' },
      { dataIndex: 'warehouseCode', title: '仓库编码', width: 140 },
      { dataIndex: 'warehouseName', title: '仓库名称', width: 180 },
      'status',
      'remark',
      'updateTime',
    ],
    conditions: ['name', 'code', 'status'],
  }),
);
