export {
  NO_PERMISSIONS,
  isSuperUser,
  toPermissionSubject,
  hasPermission,
  canAccessRoute,
  hasRouteAction,
  hasProjPermission,
  canRowAction,
  type PermissionSubject,
  type PermissionRequirement,
  type ProjPermissionMode,
  type RowActionPermission,
} from './permission';
export { testUser } from './test-user';
