export { TrwListPage } from './ui/TrwListPage';
