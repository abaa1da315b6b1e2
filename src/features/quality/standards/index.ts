export { StandardListPage } from './ui/StandardListPage';
