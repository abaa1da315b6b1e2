export { UserListPage } from './ui/UserListPage';
