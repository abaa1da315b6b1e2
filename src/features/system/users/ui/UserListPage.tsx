import { useDeptScope } from '@/entities/department';
import { Access } from '@/entities/permission';
import { sysUserDelete, sysUserDisable, sysUserEnable } from '@/shared/api';
import { ImportButton } from '@/shared/ui/import-flow';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import {
  exportUsers,
  ORDINARY_USER,
  userColumns,
  userConditions,
  userSource,
  type SysUser,
  type SysUserQuery,
} from '../model/user-list';

const UserList = defineListScreen<SysUser, SysUserQuery>({
  tableId: 'sys.sysUser',
  permissionPrefix: 'sysUser',
  source: userSource,
  columns: userColumns,
  conditions: userConditions,
  table: { exportFile: exportUsers, selection: 'checkbox' },
  form: () => import('./user-form').then((m) => m.UserForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'grantRole',
      title: '授权角色',
      load: () => import('./GrantRoleDialog').then((m) => m.GrantRoleDialog),
    },
    {
      kind: 'panel',
      action: 'manage',
      require: 'sysUser:grantData',
      title: '数据范围',
      load: () => import('./UserDataScopeDialog').then((m) => m.UserDataScopeDialog),
    },
    {
      kind: 'panel',
      action: 'resetPwd',
      title: '重置密码',
      load: () => import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
    },
    // The super users (admin types 1 and 2) are never disabled or deleted from here.
    {
      kind: 'call',
      action: 'enable',
      title: '启用',
      confirm: true,
      when: { field: 'status', op: 'eq', value: 1 },
      run: (user, options) => sysUserEnable({ body: { ids: [user.id] } }, options),
      done: '已启用',
    },
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      confirm: true,
      danger: true,
      when: [{ field: 'status', op: 'eq', value: 0 }, ORDINARY_USER],
      run: (user, options) => sysUserDisable({ body: { ids: [user.id] } }, options),
      done: '已停用',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: [{ field: 'status', op: 'eq', value: 1 }, ORDINARY_USER],
      run: (user, options) => sysUserDelete({ body: { ids: [user.id] } }, options),
      done: '已删除',
    },
  ],
  // Accounts in bulk from the user template (the import flow of §4.3: check, then import, then the results).
  toolbar: ({ refetch }) => (
    <Access require="sysUser:import">
      <ImportButton bizType="sysUser" onImported={() => void refetch()} />
    </Access>
  ),
});

/** 用户 (issue 16): the enterprise's accounts; the organisation tree narrows them to a department and its children. */
export function UserListPage() {
  const dept = useDeptScope();
  return (
    <TreeListLayout aside={dept.aside}>
      <UserList extendedParams={dept.params} scope={dept.scope} />
    </TreeListLayout>
  );
}
