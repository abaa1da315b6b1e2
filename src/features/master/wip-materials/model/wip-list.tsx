import { type WipMaterialPageData, wipMaterialPageSource, type WipMaterialPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type WipMaterial = WipMaterialPageData['rows'][number];
export type WipMaterialQuery = WipMaterialPageVariables['body'];

/** 在制品物料 columns, from the contract's WipMaterial. */
export const wipColumns: ColumnConfig<WipMaterial>[] = [
  { dataIndex: 'code', title: '在制品编码', width: 160, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '在制品名称', width: 200 },
  { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
  { dataIndex: 'materialCode', title: '物料编码', width: 140 },
  { dataIndex: 'materialName', title: '物料名称', width: 160 },
  { dataIndex: 'processName', title: '工序', width: 120 },
  { dataIndex: 'mfgStateName', title: '制造状态', width: 120 },
  { dataIndex: 'uomName', title: '计量单位', width: 100 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const wipConditions: SearchCondition<keyof WipMaterialQuery & string>[] = [
  { key: 'code', title: '在制品编码', type: 'input' },
  { key: 'name', title: '在制品名称', type: 'input' },
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const wipSource = wipMaterialPageSource;
