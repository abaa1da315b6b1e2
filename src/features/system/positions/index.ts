export { PosListPage } from './ui/PosListPage';
