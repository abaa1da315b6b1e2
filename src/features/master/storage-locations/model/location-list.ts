import { cdLocationPage, cdLocationPageOperation, cdLocationPageQueryKey, type CdLocationPageData, type CdLocationPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { ListSource } from '@/shared/ui/list-screen';

export type StorageLocation = CdLocationPageData['rows'][number];
export type StorageLocationQuery = CdLocationPageVariables['body'];

/** The contract's StorageLocation, read only: the location, its area and warehouse, its capacity in pallets. */
export const locationColumns: ColumnConfig<StorageLocation>[] = [
  { dataIndex: 'code', title: '库位编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '库位名称', width: 200, query: 'input' },
  { dataIndex: 'warehouseCode', title: '仓库编码', width: 140 },
  { dataIndex: 'warehouseName', title: '仓库名称', width: 160 },
  { dataIndex: 'areaCode', title: '区域编码', width: 140 },
  { dataIndex: 'areaName', title: '区域名称', width: 160 },
  { dataIndex: 'capacity', title: '容量（托）', width: 110, align: 'right' },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const locationConditions: SearchCondition<keyof StorageLocationQuery & string>[] = [
  { key: 'name', title: '库位名称', type: 'input' },
  { key: 'code', title: '库位编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const locationSource: ListSource<StorageLocation, StorageLocationQuery> = {
  operation: cdLocationPageOperation,
  key: (body) => cdLocationPageQueryKey({ body }),
  fetch: (body, options) => cdLocationPage({ body }, options),
};
