export { ProcessListPage } from './ui/ProcessListPage';
