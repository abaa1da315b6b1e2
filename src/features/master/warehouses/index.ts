export { WarehouseListPage } from './ui/WarehouseListPage';
