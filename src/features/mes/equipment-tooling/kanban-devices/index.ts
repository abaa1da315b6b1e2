export { KanbanListPage } from './ui/KanbanListPage';
