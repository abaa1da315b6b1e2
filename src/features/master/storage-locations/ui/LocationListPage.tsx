import { Tag } from 'antd';
import { withWarehouseCondition } from '@/entities/storage/warehouse';
import { cdLocation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * 库位: the v2 storage-location list, read only, with its area, warehouse and capacity; its search adds 仓库.
 * 隔离库位 holds rejected, frozen and isolated stock outside 可用 (docs/design/scm-storage.md → Isolation locations).
 */
export const LocationListPage = withWarehouseCondition(
  defineCrudScreen(cdLocation, {
    noun: '库位',
    columns: [
      { dataIndex: 'code', title: '库位编码', width: 140, hideAble: false, sorter: true },
      { dataIndex: 'name', title: '库位名称', width: 200, query: 'input' },
      { dataIndex: 'warehouseCode', title: '仓库编码', width: 140 },
      { dataIndex: 'warehouseName', title: '仓库名称', width: 160 },
      { dataIndex: 'areaCode', title: '区域编码', width: 140 },
      { dataIndex: 'areaName', title: '区域名称', width: 160 },
      { dataIndex: 'capacity', title: '容量（托）', width: 110, align: 'right' },
      {
        dataIndex: 'isolation',
        title: '隔离库位',
        width: 100,
        render: (value) => (value ? <Tag color="orange">隔离</Tag> : '否'),
      },
      'status',
      'remark',
      'updateTime',
    ],
    conditions: ['name', 'code', 'status'],
  }),
);
