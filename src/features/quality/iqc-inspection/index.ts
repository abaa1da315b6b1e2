export { IqcInspectionPage } from './ui/IqcInspectionPage';
