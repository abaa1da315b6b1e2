export { usePermissions, type Permissions } from './model/use-permissions';
export { Access, type AccessProps } from './ui/Access';
export { PermissionDenied, DataAccessDenied } from './ui/lazy-panels';
export { ProjectPermissionScope } from './ui/ProjectPermissionScope';
