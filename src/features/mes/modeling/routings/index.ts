export { RoutingListPage } from './ui/RoutingListPage';
