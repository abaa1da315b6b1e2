export { RfeApplyPage } from './ui/RfeApplyPage';
export { RfeListPage } from './ui/RfeListPage';
