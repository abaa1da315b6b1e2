export { StorageListPage } from './ui/StorageListPage';
