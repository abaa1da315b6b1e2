export { UomListPage } from './ui/UomListPage';
