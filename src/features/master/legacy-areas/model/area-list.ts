import { type MdAreaPageData, mdAreaPageSource, type MdAreaPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MdArea = MdAreaPageData['rows'][number];
export type MdAreaQuery = MdAreaPageVariables['body'];

/** 库区（旧版） columns: the house by code and name, the type by the area_type dictionary. */
export const areaColumns: ColumnConfig<MdArea>[] = [
  { dataIndex: 'houseCode', title: '仓库编码', width: 130 },
  { dataIndex: 'houseName', title: '仓库名称', width: 150 },
  { dataIndex: 'code', title: '库区编码', width: 150, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '库区名称', width: 160 },
  { dataIndex: 'areaType', title: '库区类型', width: 110, dict: 'area_type', filter: true },
  { dataIndex: 'locationCount', title: '库位数', width: 90 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

/** The search conditions; the house is one of the enabled houses the server has (several may be chosen). */
export const areaConditions = (houses: readonly SearchOption[]): SearchCondition<keyof MdAreaQuery & string>[] => [
  { key: 'houseId', title: '所属仓库', type: 'select', options: houses, multiple: true },
  { key: 'code', title: '库区编码', type: 'input' },
  { key: 'name', title: '库区名称', type: 'input' },
  { key: 'areaType', title: '库区类型', type: 'select', dict: 'area_type', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const areaSource = mdAreaPageSource;
