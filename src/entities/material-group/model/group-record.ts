import type { CdMaterialGroupListData, CdMaterialGroupListVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

/** A material group as both the v2 and the v1 (mdGroup) lists answer it: the contract's one MaterialGroup. */
export type MaterialGroup = CdMaterialGroupListData[number];
/** Both lists' query: the contract's one MaterialGroupListQuery. */
export type MaterialGroupQuery = CdMaterialGroupListVariables['body'];

/** The contract's parent id of a top-level group. */
export const TOP_LEVEL_PID = '0';

/** product.md §7.9 material-group columns; the parent by its name. */
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
