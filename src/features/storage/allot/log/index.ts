export { AllotLogListPage } from './ui/AllotLogListPage';
