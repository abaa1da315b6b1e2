import { Progress, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  projectTasksQuery,
  TASK_STATES,
  TASK_TYPES,
  TaskStateBadge,
  type ProjectTask,
  type TaskState,
} from '@/entities/project';
import { pmProjTaskListSource, type PmProjTaskListVariables } from '@/shared/api';
import type { RowCondition, SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type TaskQuery = PmProjTaskListVariables['body'];

export const PHASE_OPTIONS: readonly SearchOption[] = [
  { value: 'P0', title: 'P0 立项' },
  { value: 'P1', title: 'P1 概念' },
  { value: 'P2', title: 'P2 计划' },
  { value: 'P3', title: 'P3 设计开发' },
  { value: 'P4', title: 'P4 验证' },
  { value: 'P5', title: 'P5 试产' },
  { value: 'P6', title: 'P6 量产' },
];
export const STATE_OPTIONS: readonly SearchOption[] = (Object.keys(TASK_STATES) as TaskState[]).map((state) => ({
  value: state,
  title: TASK_STATES[state].label,
}));

/** Phase rows are the plan's summaries: their dates and progress follow their tasks, so nothing is done on them. */
export const NOT_PHASE: readonly RowCondition<ProjectTask>[] = [
  { field: 'taskType', op: 'in', value: ['TASK', 'MILESTONE'] },
];

/** '4.7、4.4': the predecessors by WBS number, read from the whole plan. */
export function predecessorText(task: ProjectTask, plan: readonly ProjectTask[]): string {
  const wbs = new Map(plan.map((row) => [row.id, row.wbsNo]));
  return task.predecessorIds
    .map((id) => wbs.get(id) ?? '')
    .filter(Boolean)
    .join('、');
}

/** A search narrows the list, not the plan: the predecessors are looked up in the whole plan (cached with 计划). */
function Predecessors({ task }: { task: ProjectTask }) {
  const plan = useQuery(projectTasksQuery(task.projId));
  return predecessorText(task, plan.data ?? []);
}

export const taskColumns: ColumnConfig<ProjectTask>[] = [
  { dataIndex: 'wbsNo', title: 'WBS', width: 70, hideAble: false },
  {
    dataIndex: 'taskName',
    title: '任务名称',
    width: 260,
    hideAble: false,
    ellipsis: true,
    render: (_, row) =>
      row.taskType === 'PHASE' ? <Typography.Text strong>{row.taskName}</Typography.Text> : row.taskName,
  },
  { dataIndex: 'phaseCode', title: '阶段', width: 110, render: (_, row) => `${row.phaseCode} ${row.phaseName}` },
  { dataIndex: 'taskType', title: '类型', width: 80, render: (_, row) => TASK_TYPES[row.taskType] },
  { dataIndex: 'ownerName', title: '负责人', width: 90 },
  { dataIndex: 'planStart', title: '计划开始', width: 110 },
  { dataIndex: 'planEnd', title: '计划完成', width: 110 },
  { dataIndex: 'duration', title: '工期（天）', width: 90, align: 'right', hide: 'narrow' },
  {
    dataIndex: 'progress',
    title: '进度',
    width: 150,
    render: (_, row) => <Progress percent={row.progress} size="small" aria-label={`${row.taskName}进度`} />,
  },
  {
    dataIndex: 'taskState',
    title: '状态',
    width: 90,
    options: STATE_OPTIONS,
    render: (_, row) => <TaskStateBadge state={row.taskState} />,
  },
  {
    dataIndex: 'predecessorIds',
    title: '前置任务',
    width: 110,
    render: (_, row) => (row.predecessorIds.length ? <Predecessors task={row} /> : ''),
  },
  { dataIndex: 'actualStart', title: '实际开始', width: 110, hide: true },
  { dataIndex: 'actualEnd', title: '实际完成', width: 110, hide: true },
];

export const taskConditions: SearchCondition<keyof TaskQuery & string>[] = [
  { key: 'keyword', title: 'WBS 或任务名称', type: 'input' },
  { key: 'phaseCode', title: '阶段', type: 'select', options: PHASE_OPTIONS, multiple: true },
  { key: 'taskState', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
  { key: 'ownerName', title: '负责人', type: 'input' },
];

export const taskSource = pmProjTaskListSource;
