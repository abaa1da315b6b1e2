import { Tag } from 'antd';
import { mfgDeptListSource, type CallOptions, type MfgDeptListData, type MfgDeptListVariables } from '@/shared/api';
import { pidTree, type PidNode } from '@/shared/lib/pid-tree';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgDept = MfgDeptListData[number];
export type MfgDeptNode = PidNode<MfgDept>;
export type MfgDeptQuery = MfgDeptListVariables['body'];
/** Where a new department starts: under the chosen one, one level below it. */
export type MfgDeptScope = Partial<MfgDeptQuery> & { pid?: string; parentType?: number };

/** 工厂 → 车间 → 工段. */
export const DEPT_TYPES = [
  { value: 1, title: '工厂' },
  { value: 2, title: '车间' },
  { value: 3, title: '工段' },
] as const;

const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'default' };
export const deptTypeTitle = (value: number) => DEPT_TYPES.find((type) => type.value === value)?.title ?? String(value);

export const mfgDeptColumns: ColumnConfig<MfgDeptNode>[] = [
  { dataIndex: 'name', title: '部门名称', example: '总装二工段（新能源）', hideAble: false },
  { dataIndex: 'code', title: '部门编码', example: 'SZJG-ZZ' },
  {
    dataIndex: 'deptType',
    title: '类型',
    options: DEPT_TYPES,
    render: (_value, row) => <Tag color={TYPE_COLOR[row.deptType]}>{deptTypeTitle(row.deptType)}</Tag>,
  },
  { dataIndex: 'leaderName', title: '负责人', example: '欧阳明' },
  { dataIndex: 'phone', title: '联系电话', example: '0512-62571860' },
  { dataIndex: 'sysDeptName', title: '关联组织部门', example: '机加工车间', hide: 'narrow' },
  { dataIndex: 'lineCount', title: '产线数', align: 'right' },
  { dataIndex: 'sort', title: '排序', hide: 'narrow' },
  { dataIndex: 'status', title: '状态', dict: 'common_status' },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
];

export const mfgDeptConditions: SearchCondition<keyof MfgDeptQuery & string>[] = [
  { key: 'name', title: '部门名称', type: 'input' },
  { key: 'code', title: '部门编码', type: 'input' },
  {
    key: 'deptType',
    title: '类型',
    type: 'select',
    options: DEPT_TYPES.map((type) => ({ title: type.title, value: String(type.value) })),
    multiple: true,
  },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const mfgDeptSource = {
  ...mfgDeptListSource,
  fetch: async (query: MfgDeptQuery, options?: CallOptions): Promise<MfgDeptNode[]> =>
    pidTree(await mfgDeptListSource.fetch(query, options)),
};
