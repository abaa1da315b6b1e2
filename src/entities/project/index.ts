export { useProjectDetail } from './api/project-detail';
export { useProjectId, projectPath } from './model/project-id';
export { ProjectSearchSelect, type ProjectSearchSelectProps } from './ui/ProjectSearchSelect';
