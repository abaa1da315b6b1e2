export { TypeListPage } from './ui/TypeListPage';
