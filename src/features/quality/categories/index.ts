export { CategoryListPage } from './ui/CategoryListPage';
