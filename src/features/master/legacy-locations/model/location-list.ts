import { type MdLocationPageData, mdLocationPageSource, type MdLocationPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MdLocation = MdLocationPageData['rows'][number];
export type MdLocationQuery = MdLocationPageVariables['body'];

/** 库位（旧版） columns: its house and area by code and name, the capacity in pallets. */
export const locationColumns: ColumnConfig<MdLocation>[] = [
  { dataIndex: 'houseName', title: '所属仓库', width: 150 },
  { dataIndex: 'areaCode', title: '库区编码', width: 140 },
  { dataIndex: 'areaName', title: '库区名称', width: 140 },
  { dataIndex: 'code', title: '库位编码', width: 130, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '库位名称', width: 200, ellipsis: true },
  { dataIndex: 'capacity', title: '容量（托）', width: 100 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

/** The search conditions; the house and the areas are the enabled ones the server has. */
export const locationConditions = (options: {
  houses: readonly SearchOption[];
  areas: readonly SearchOption[];
}): SearchCondition<keyof MdLocationQuery & string>[] => [
  { key: 'houseId', title: '所属仓库', type: 'select', options: options.houses },
  { key: 'areaId', title: '所属库区', type: 'select', options: options.areas, multiple: true },
  { key: 'code', title: '库位编码', type: 'input' },
  { key: 'name', title: '库位名称', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const locationSource = mdLocationPageSource;
