import { LIFE_MODES, lifeModeTitle, lifeUnit } from '@/entities/mes/tool-category';
import { mfgToolCategoryListSource, type CallOptions, type MfgToolCategoryListData, type MfgToolCategoryListVariables } from '@/shared/api';
import { pidTree, type PidNode } from '@/shared/lib/pid-tree';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgToolCategory = MfgToolCategoryListData[number];
export type CategoryNode = PidNode<MfgToolCategory>;
export type CategoryQuery = MfgToolCategoryListVariables['body'];
export type CategoryScope = Partial<CategoryQuery> & { pid?: string };

export const categoryColumns: ColumnConfig<CategoryNode>[] = [
  { dataIndex: 'name', title: '类别名称', example: '装配夹具（总装）', hideAble: false },
  { dataIndex: 'code', title: '类别编码', example: 'FX-TEST' },
  { dataIndex: 'lifeMode', title: '寿命管理方式', options: LIFE_MODES, render: (_value, row) => lifeModeTitle(row.lifeMode) },
  {
    dataIndex: 'defaultRatedLife',
    title: '默认额定寿命',
    align: 'right',
    example: '200,000 次',
    render: (_value, row) => (row.defaultRatedLife === null || row.defaultRatedLife === undefined ? '—' : `${row.defaultRatedLife.toLocaleString('zh-CN')} ${lifeUnit(row.lifeMode)}`),
  },
  { dataIndex: 'maintainDays', title: '保养周期', align: 'right', render: (_value, row) => (row.maintainDays ? `${row.maintainDays} 天` : '—') },
  { dataIndex: 'needCheck', title: '需点检', render: (_value, row) => (row.needCheck ? '是' : '否') },
  { dataIndex: 'toolCount', title: '工装数', align: 'right' },
  { dataIndex: 'sort', title: '排序', hide: 'narrow' },
  { dataIndex: 'status', title: '状态', dict: 'common_status' },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
];

export const categoryConditions: SearchCondition<keyof CategoryQuery & string>[] = [
  { key: 'name', title: '类别名称', type: 'input' },
  { key: 'code', title: '类别编码', type: 'input' },
  { key: 'lifeMode', title: '寿命管理方式', type: 'select', options: [...LIFE_MODES], multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const categorySource = {
  ...mfgToolCategoryListSource,
  fetch: async (query: CategoryQuery, options?: CallOptions): Promise<CategoryNode[]> => pidTree(await mfgToolCategoryListSource.fetch(query, options)),
};
