export { MfgDeptListPage } from './ui/MfgDeptListPage';
