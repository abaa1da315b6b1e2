export { TaskRequestListPage } from './ui/TaskRequestListPage';
