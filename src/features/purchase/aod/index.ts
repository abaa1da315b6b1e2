export { AodListPage } from './ui/AodListPage';
