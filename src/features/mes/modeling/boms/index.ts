export { BomListPage } from './ui/BomListPage';
