export { LocationListPage } from './ui/LocationListPage';
