export { InitiationApplyPage } from './ui/InitiationApplyPage';
