export { RoleListPage } from './ui/RoleListPage';
