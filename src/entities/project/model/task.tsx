import { Badge } from 'antd';
import { pmProjTaskListQueryOptions, type PmProjTaskListData } from '@/shared/api';

/** One row of a project's plan: a phase (P0–P6 summary), a task or a milestone (the plan and task tabs share it). */
export type ProjectTask = PmProjTaskListData[number];
export type TaskState = ProjectTask['taskState'];
export type TaskType = ProjectTask['taskType'];

export const TASK_STATES: Record<TaskState, { label: string; badge: 'default' | 'processing' | 'success' | 'error' }> =
  {
    NOT_STARTED: { label: '未开始', badge: 'default' },
    ONGOING: { label: '进行中', badge: 'processing' },
    DONE: { label: '已完成', badge: 'success' },
    DELAYED: { label: '已延期', badge: 'error' },
  };

export const TASK_TYPES: Record<TaskType, string> = { PHASE: '阶段', TASK: '任务', MILESTONE: '里程碑' };

export function TaskStateBadge({ state }: { state: TaskState }) {
  return <Badge status={TASK_STATES[state].badge} text={TASK_STATES[state].label} />;
}

/** The whole plan of a project (phases, tasks, milestones in WBS order): the Gantt, the calendar and the task forms read it. */
export const projectTasksQuery = (projId: string) => pmProjTaskListQueryOptions({ body: { projId } });
