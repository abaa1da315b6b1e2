export { OutputListPage } from './ui/OutputListPage';
