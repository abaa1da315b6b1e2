export { CodeGenListPage } from './ui/CodeGenListPage';
