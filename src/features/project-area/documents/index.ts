export { DocumentListPage } from './ui/DocumentListPage';
