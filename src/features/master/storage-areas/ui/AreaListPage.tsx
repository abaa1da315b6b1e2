import { withWarehouseCondition } from '@/entities/warehouse';
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
      { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
      { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
      { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
    ],
    conditions: [
      { key: 'name', title: '区域名称', type: 'input' },
      { key: 'code', title: '区域编码', type: 'input' },
      { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
    ],
  }),
);
