export { CorrectionListPage } from './ui/CorrectionListPage';
