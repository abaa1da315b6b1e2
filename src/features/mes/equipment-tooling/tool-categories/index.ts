export { ToolCategoryListPage } from './ui/CategoryListPage';
