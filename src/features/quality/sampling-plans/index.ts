export { SamplingPlanListPage } from './ui/SamplingPlanListPage';
