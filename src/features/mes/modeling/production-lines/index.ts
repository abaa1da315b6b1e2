export { LineListPage } from './ui/LineListPage';
