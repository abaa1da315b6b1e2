export { TaskListPage } from './ui/TaskListPage';
