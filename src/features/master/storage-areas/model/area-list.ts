import { cdAreaPage, cdAreaPageOperation, cdAreaPageQueryKey, type CdAreaPageData, type CdAreaPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { ListSource } from '@/shared/ui/list-screen';

export type StorageArea = CdAreaPageData['rows'][number];
export type StorageAreaQuery = CdAreaPageVariables['body'];

/** The contract's StorageArea, read only: the area and the warehouse it lies in. */
export const areaColumns: ColumnConfig<StorageArea>[] = [
  { dataIndex: 'code', title: '区域编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '区域名称', width: 180, query: 'input' },
  { dataIndex: 'warehouseCode', title: '仓库编码', width: 140 },
  { dataIndex: 'warehouseName', title: '仓库名称', width: 180 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const areaConditions: SearchCondition<keyof StorageAreaQuery & string>[] = [
  { key: 'name', title: '区域名称', type: 'input' },
  { key: 'code', title: '区域编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const areaSource: ListSource<StorageArea, StorageAreaQuery> = {
  operation: cdAreaPageOperation,
  key: (body) => cdAreaPageQueryKey({ body }),
  fetch: (body, options) => cdAreaPage({ body }, options),
};
