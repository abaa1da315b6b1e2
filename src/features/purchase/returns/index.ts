export { ReturnListPage } from './ui/ReturnListPage';
