export { RfeListPage } from './ui/RfeListPage';
