export { OrderListPage } from './ui/OrderListPage';
