export { ProductFamilyListPage } from './ui/ProductFamilyListPage';
