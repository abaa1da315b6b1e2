export { UnitListPage } from './ui/UnitListPage';
