export { AllotApplyListPage } from './ui/AllotApplyListPage';
