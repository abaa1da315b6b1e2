export { OrderQueryPage } from './ui/OrderQueryPage';
