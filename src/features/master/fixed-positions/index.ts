export { PositionListPage } from './ui/PositionListPage';
