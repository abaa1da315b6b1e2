export { EventListPage } from './ui/EventListPage';
