export { MaterialListPage } from './ui/MaterialListPage';
export { MaterialDetailPage } from './ui/MaterialDetailPage';
