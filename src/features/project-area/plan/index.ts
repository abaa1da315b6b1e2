export { ProjectPlanPage } from './ui/ProjectPlanPage';
