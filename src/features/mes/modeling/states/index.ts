export { StateListPage } from './ui/StateListPage';
