export { PutawayListPage } from './ui/PutawayListPage';
