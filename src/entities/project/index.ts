export { useProjectDetail } from './api/project-detail';
export { useProjectId, projectPath } from './model/project-id';
export { TASK_STATES, TASK_TYPES, TaskStateBadge, projectTasksQuery, type ProjectTask, type TaskState, type TaskType } from './model/task';
