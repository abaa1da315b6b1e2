export { useProjectDetail } from './api/project-detail';
export { useProjectId, projectPath } from './model/project-id';
export { ProjectSearchSelect, type ProjectSearchSelectProps } from './ui/ProjectSearchSelect';
export { PROJ_STATUSES, projStatusTitle, type ProjStatus } from './model/proj-status';
export { ProjStatusBadge } from './ui/ProjStatusBadge';
export {
  usePhaseOptions,
  useProductFamilyOptions,
  type PhaseOption,
  type ProductFamilyOption,
} from './api/project-options';
export { PROJECT_PHASES, RIO_TYPES, RIO_LEVELS, labelOf, optionsOf } from './model/project-labels';
export { ProjectScoped } from './ui/ProjectScoped';
export { ProductFamilySelect } from './ui/ProductFamilySelect';
export {
  TASK_STATES,
  TASK_TYPES,
  TaskStateBadge,
  projectTasksQuery,
  type ProjectTask,
  type TaskState,
  type TaskType,
} from './model/task';

export { removeFromProject } from './model/remove-action';
