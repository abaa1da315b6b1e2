export { ToolListPage } from './ui/ToolListPage';
