import {
  type CdFixedPositionPageData,
  cdFixedPositionPageSource,
  type CdFixedPositionPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type FixedPosition = CdFixedPositionPageData['rows'][number];
export type FixedPositionQuery = CdFixedPositionPageVariables['body'];

/** The contract's FixedPosition: a material, the location it is kept in (with area and warehouse), its maximum. */
export const positionColumns: ColumnConfig<FixedPosition>[] = [
  { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false, query: 'input' },
  { dataIndex: 'materialName', title: '物料名称', width: 180, query: 'input' },
  { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
  { dataIndex: 'warehouseCode', title: '仓库编码', width: 130 },
  { dataIndex: 'warehouseName', title: '仓库名称', width: 150 },
  { dataIndex: 'areaName', title: '区域', width: 120 },
  { dataIndex: 'locationCode', title: '库位编码', width: 130, query: 'input' },
  { dataIndex: 'locationName', title: '库位名称', width: 180, ellipsis: true },
  { dataIndex: 'maxQty', title: '最大存放量', width: 110, align: 'right' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  { dataIndex: 'createTime', title: '创建时间', width: 170, hide: true },
];

export const positionConditions: SearchCondition<keyof FixedPositionQuery & string>[] = [
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'materialName', title: '物料名称', type: 'input' },
  { key: 'locationCode', title: '库位编码', type: 'input' },
];

export const positionSource = cdFixedPositionPageSource;
