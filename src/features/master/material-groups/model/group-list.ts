import { cdMaterialGroupList, cdMaterialGroupListQueryKey, type CdMaterialGroupListData, type CdMaterialGroupListVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, TableSource } from '@/shared/ui/data-table';

export type MaterialGroup = CdMaterialGroupListData[number];
export type MaterialGroupQuery = CdMaterialGroupListVariables['body'];

/** §7.9 material-group columns; the parent by its name. */
export const groupColumns: ColumnConfig<MaterialGroup>[] = [
  { dataIndex: 'code', title: '物料组编码', width: 140, hideAble: false },
  { dataIndex: 'name', title: '物料组名称', width: 180 },
  { dataIndex: 'pname', title: '上级物料组', width: 160 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
];

export const groupConditions: SearchCondition<keyof MaterialGroupQuery & string>[] = [
  { key: 'keyword', title: '编码或名称', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

/** The whole (flat) list in one answer: the table takes the array as it is. */
export const groupSource: TableSource<MaterialGroup, MaterialGroupQuery> = {
  key: (body) => cdMaterialGroupListQueryKey({ body }),
  fetch: (body, options) => cdMaterialGroupList({ body }, options),
};
