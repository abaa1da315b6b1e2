export { useProjectDetail } from './api/project-detail';
export { useProjectId, projectPath } from './model/project-id';
export { PROJECT_PHASES, RIO_TYPES, RIO_LEVELS, labelOf, optionsOf } from './model/project-labels';
export { ProjectScoped } from './ui/ProjectScoped';
