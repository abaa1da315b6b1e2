export { FunctionListPage } from './ui/FunctionListPage';
