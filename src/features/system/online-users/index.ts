export { OnlineUserListPage } from './ui/OnlineUserListPage';
