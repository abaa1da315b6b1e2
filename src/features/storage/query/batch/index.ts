export { BatchDetailPage } from './ui/BatchDetailPage';
