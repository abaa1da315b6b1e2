export { usePermissions, type Permissions } from './model/use-permissions';
export { Access, type AccessProps } from './ui/Access';
export { PermissionDenied } from './ui/PermissionDenied';
export { DataAccessDenied } from './ui/DataAccessDenied';
