export { InspectionValuesPage } from './ui/InspectionValuesPage';
