export { EmpListPage } from './ui/EmpListPage';
