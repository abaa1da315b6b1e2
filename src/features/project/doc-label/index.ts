export { LabelListPage } from './ui/LabelListPage';
