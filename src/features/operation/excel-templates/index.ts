export { ExcelTemplateListPage } from './ui/ExcelTemplateListPage';
