export { MoveListPage } from './ui/MoveListPage';
