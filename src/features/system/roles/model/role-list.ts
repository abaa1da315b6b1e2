import { DATA_SCOPES } from '@/entities/department';
import { sysRolePageSource, type SysRolePageData, type SysRolePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type SysRole = SysRolePageData['rows'][number];
export type SysRoleQuery = SysRolePageVariables['body'];

const SCOPE_OPTIONS = DATA_SCOPES.map(({ value, label }) => ({ value, title: label }));

export const roleColumns: ColumnConfig<SysRole>[] = [
  { dataIndex: 'code', title: '角色编码', example: 'warehouseKeeper', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '角色名称', example: '质量经理', query: 'input' },
  {
    dataIndex: 'dataScope',
    title: '数据范围',
    options: SCOPE_OPTIONS,
    render: (_v, role) => DATA_SCOPES.find((s) => s.value === role.dataScope)?.label ?? role.dataScope,
  },
  { dataIndex: 'userCount', title: '用户数', align: 'right' },
  { dataIndex: 'sysFlag', title: '系统内置', render: (_v, role) => (role.sysFlag ? '是' : '否'), hide: 'narrow' },
  { dataIndex: 'sort', title: '排序', sorter: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
];

export const roleConditions: SearchCondition<keyof SysRoleQuery & string>[] = [
  { key: 'name', title: '角色名称', type: 'input' },
  { key: 'code', title: '角色编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const roleSource = sysRolePageSource;
