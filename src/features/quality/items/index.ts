export { ItemListPage } from './ui/ItemListPage';
