export { PartListPage } from './ui/PartListPage';
