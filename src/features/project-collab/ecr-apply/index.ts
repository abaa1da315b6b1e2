export { EcrApplyPage } from './ui/EcrApplyPage';
