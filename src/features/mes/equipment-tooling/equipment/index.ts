export { EquipListPage } from './ui/EquipListPage';
