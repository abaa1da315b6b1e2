export { WipListPage } from './ui/WipListPage';
