export { CustomerRelationPage, SupplierRelationPage } from './ui/RelationListPage';
