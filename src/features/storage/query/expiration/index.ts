export { ExpiryListPage } from './ui/ExpiryListPage';
