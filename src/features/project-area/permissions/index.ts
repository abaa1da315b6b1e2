export { PermissionMatrixPage } from './ui/PermissionMatrixPage';
