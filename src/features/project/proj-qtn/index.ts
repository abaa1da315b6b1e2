export { QtnListPage } from './ui/QtnListPage';
