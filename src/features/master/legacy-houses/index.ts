export { HouseListPage } from './ui/HouseListPage';
