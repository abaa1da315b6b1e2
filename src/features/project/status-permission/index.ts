export { StatusPermissionPage } from './ui/StatusPermissionPage';
