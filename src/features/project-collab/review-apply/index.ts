export { ReviewApplyPage } from './ui/ReviewApplyPage';
