import { pmMdRoleDelete, pmMdRoleDisable, pmMdRoleEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { roleColumns, roleConditions, roleSource } from '../model/role-list';

/** 项目角色 (pm.mdRole): list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const RoleListPage = defineListScreen({
  tableId: 'pm.mdRole',
  permissionPrefix: 'mdRole',
  source: roleSource,
  columns: roleColumns,
  conditions: roleConditions,
  form: () => import('./role-form').then((m) => m.RoleForm),
  status: { enable: pmMdRoleEnable, disable: pmMdRoleDisable, delete: pmMdRoleDelete },
});
