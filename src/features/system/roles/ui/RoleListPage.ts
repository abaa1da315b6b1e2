import { sysRoleDelete, sysRoleDisable, sysRoleEnable, sysRoleListOperation } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { roleColumns, roleConditions, roleSource } from '../model/role-list';

/** 角色 (issue 16): roles, the menus and buttons they grant, and the data they see; a built-in role is never deleted. */
export const RoleListPage = defineListScreen({
  tableId: 'sys.sysRole',
  permissionPrefix: 'sysRole',
  source: roleSource,
  alsoRefetch: [sysRoleListOperation],
  columns: roleColumns,
  conditions: roleConditions,
  form: () => import('./role-form').then((m) => m.RoleForm),
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
    {
      kind: 'call',
      action: 'enable',
      title: '启用',
      confirm: true,
      when: { field: 'status', op: 'eq', value: 1 },
      run: (role, options) => sysRoleEnable({ body: { ids: [role.id] } }, options),
      done: '已启用',
    },
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      confirm: true,
      danger: true,
      when: { field: 'status', op: 'eq', value: 0 },
      run: (role, options) => sysRoleDisable({ body: { ids: [role.id] } }, options),
      done: '已停用',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'sysFlag', op: 'eq', value: false },
      ],
      run: (role, options) => sysRoleDelete({ body: { ids: [role.id] } }, options),
      done: '已删除',
    },
  ],
});
