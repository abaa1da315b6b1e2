export { ShiftListPage } from './ui/ShiftListPage';
