export { PlantListPage } from './ui/PlantListPage';
