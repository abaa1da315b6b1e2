import { cdFifoDisablePage, cdFifoDisablePageOperation, cdFifoDisablePageQueryKey, type CdFifoDisablePageData, type CdFifoDisablePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { ListSource } from '@/shared/ui/list-screen';

export type FifoDisable = CdFifoDisablePageData['rows'][number];
export type FifoDisableQuery = CdFifoDisablePageVariables['body'];

/** The contract's FifoDisable: a material exempt from first-in-first-out in a warehouse for a period. */
export const fifoColumns: ColumnConfig<FifoDisable>[] = [
  { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false, query: 'input' },
  { dataIndex: 'materialName', title: '物料名称', width: 180, query: 'input' },
  { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
  { dataIndex: 'warehouseCode', title: '仓库编码', width: 130 },
  { dataIndex: 'warehouseName', title: '仓库名称', width: 150 },
  { dataIndex: 'reason', title: '豁免原因', width: 220, ellipsis: true },
  { dataIndex: 'startDate', title: '开始日期', width: 120 },
  // No end date: exempt for good.
  { dataIndex: 'endDate', title: '结束日期', width: 120, render: (end) => end ?? '长期' },
  { dataIndex: 'createAccount', title: '创建人', width: 110, hide: true },
  { dataIndex: 'createTime', title: '创建时间', width: 170, hide: true },
];

/** 'startDate' is a range: it sends startDateFrom/startDateTo (§7.10). */
export const fifoConditions: SearchCondition<(keyof FifoDisableQuery & string) | 'startDate'>[] = [
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'materialName', title: '物料名称', type: 'input' },
  { key: 'startDate', title: '开始日期', type: 'dateRange' },
];

export const fifoSource: ListSource<FifoDisable, FifoDisableQuery> = {
  operation: cdFifoDisablePageOperation,
  key: (body) => cdFifoDisablePageQueryKey({ body }),
  fetch: (body, options) => cdFifoDisablePage({ body }, options),
};
