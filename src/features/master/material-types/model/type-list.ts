import { type CdMaterialTypeListData, cdMaterialTypeListSource, type CdMaterialTypeListVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MaterialType = CdMaterialTypeListData[number];
export type MaterialTypeQuery = CdMaterialTypeListVariables['body'];

/** §7.9 material-type columns: the category by the material_type dictionary. */
export const typeColumns: ColumnConfig<MaterialType>[] = [
  { dataIndex: 'code', title: '类型编码', width: 140, hideAble: false },
  { dataIndex: 'name', title: '类型名称', width: 180 },
  { dataIndex: 'category', title: '物料大类', width: 120, dict: 'material_type', filter: true },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
];

export const typeConditions: SearchCondition<keyof MaterialTypeQuery & string>[] = [
  { key: 'keyword', title: '编码或名称', type: 'input' },
  { key: 'category', title: '物料大类', type: 'select', dict: 'material_type', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

/** The whole list in one answer (no paging): the table takes the array as it is. */
export const typeSource = cdMaterialTypeListSource;
