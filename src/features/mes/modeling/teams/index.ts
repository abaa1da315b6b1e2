export { TeamListPage } from './ui/TeamListPage';
