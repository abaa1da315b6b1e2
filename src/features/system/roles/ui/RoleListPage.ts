import { DATA_SCOPES } from '@/entities/department';
import { sysRole, sysRoleDelete, sysRoleListOperation } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';

const SCOPE_OPTIONS = DATA_SCOPES.map(({ value, label }) => ({ value, title: label }));

/** 角色: roles, the menus and buttons they grant, and the data they see; a built-in role keeps its code, never deleted. */
export const RoleListPage = defineCrudScreen(sysRole, {
  noun: '角色',
  columns: [
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
    'sort',
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: {
      placeholder: '字母开头，如 qualityEngineer',
      disabled: (role) => role?.sysFlag === true,
    },
    name: {},
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { sort: 100 },
  // The state changes keep their place after the panels; a built-in role is never deleted.
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'grantMenu',
      title: '授权菜单',
      load: () => import('./GrantMenuDrawer').then((m) => m.GrantMenuDrawer),
    },
    {
      kind: 'panel',
      action: 'manage',
      require: 'sysRole:grantData',
      title: '数据范围',
      load: () => import('./RoleDataScopeDialog').then((m) => m.RoleDataScopeDialog),
    },
    { kind: 'enable' },
    { kind: 'disable' },
    deleteWhen(
      [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'sysFlag', op: 'eq', value: false },
      ],
      sysRoleDelete,
    ),
  ],
  status: false,
  alsoRefetch: [sysRoleListOperation],
});
