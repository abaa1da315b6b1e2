export { useProjectDetail } from './api/project-detail';
