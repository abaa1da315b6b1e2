export { DefectListPage } from './ui/DefectListPage';
