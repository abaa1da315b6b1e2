export { InventoryDetailPage } from './ui/InventoryDetailPage';
