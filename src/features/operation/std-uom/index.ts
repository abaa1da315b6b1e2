export { StdUomListPage } from './ui/StdUomListPage';
