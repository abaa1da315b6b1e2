export { LegacyMaterialListPage } from './ui/LegacyMaterialListPage';
