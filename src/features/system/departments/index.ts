export { DeptListPage } from './ui/DeptListPage';
