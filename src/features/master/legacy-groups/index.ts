export { GroupListPage } from './ui/GroupListPage';
