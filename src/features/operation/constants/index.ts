export { ConstListPage } from './ui/ConstListPage';
