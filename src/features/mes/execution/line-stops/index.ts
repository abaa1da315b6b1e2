export { LineStopListPage } from './ui/LineStopListPage';
