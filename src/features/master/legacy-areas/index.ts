export { AreaListPage } from './ui/AreaListPage';
