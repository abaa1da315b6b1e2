export { DictTypeListPage } from './ui/DictTypeListPage';
