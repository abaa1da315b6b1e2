export { PlanListPage } from './ui/PlanListPage';
