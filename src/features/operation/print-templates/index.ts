export { PrintTemplateListPage } from './ui/PrintTemplateListPage';
