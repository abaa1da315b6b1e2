export { AllotApprovePage } from './ui/AllotApprovePage';
