import { sysUserExport, sysUserPageSource, type SysUserPageData, type SysUserPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { TagList } from '@/shared/ui/tag-list';

export type SysUser = SysUserPageData['rows'][number];
export type SysUserQuery = SysUserPageVariables['body'];

const tags = (names: readonly string[]) => (
  <TagList items={names.map((name) => ({ key: name, label: name }))} max={2} />
);

/** Admin types 1 and 2 are the enterprise's and the platform's super users: never disabled or deleted here. */
export const ORDINARY_USER = { field: 'adminType', op: 'eq', value: 0 } as const;

export const userColumns: ColumnConfig<SysUser>[] = [
  { dataIndex: 'account', title: '账号', example: 'wangqiang', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '姓名', example: '欧阳明', query: 'input' },
  { dataIndex: 'deptName', title: '部门', example: '生产计划物控部', ellipsis: true },
  { dataIndex: 'posNames', title: '岗位', width: 180, render: (_v, user) => tags(user.posNames), hide: 'narrow' },
  { dataIndex: 'roleNames', title: '角色', width: 200, render: (_v, user) => tags(user.roleNames) },
  { dataIndex: 'phone', title: '手机号', example: '13812345678' },
  { dataIndex: 'email', title: '邮箱', example: 'gaoxiang@jgzz.com.cn', ellipsis: true, hide: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'lastLoginTime', title: '最近登录', example: '2026-01-01 00:00:00', hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const userConditions: SearchCondition<keyof SysUserQuery & string>[] = [
  { key: 'name', title: '姓名', type: 'input' },
  { key: 'account', title: '账号', type: 'input' },
  { key: 'phone', title: '手机号', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const userSource = sysUserPageSource;

/** The selected users' ids, otherwise the current conditions and the department chosen in the tree (§5). */
export const exportUsers: ExportFile<SysUserQuery> = (request) => sysUserExport({ body: request });
