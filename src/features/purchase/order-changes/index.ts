export { OrderChangePage } from './ui/OrderChangePage';
