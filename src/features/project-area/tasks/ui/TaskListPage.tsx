import { useQuery } from '@tanstack/react-query';
import { Progress, Typography } from 'antd';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { ProjectPermissionScope } from '@/entities/permission';
import {
  PROJECT_PHASES,
  projectTasksQuery,
  TASK_STATES,
  TASK_TYPES,
  TaskStateBadge,
  useProjectId,
  type ProjectTask,
  type TaskState,
} from '@/entities/project';
import { UserSelect } from '@/entities/user';
import { pmProjTask } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import type { RowCondition, SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { PhaseSelect, PredecessorSelect } from './task-pickers';

const PHASE_OPTIONS: readonly SearchOption[] = PROJECT_PHASES.map(({ value, title }) => ({
  value,
  title: `${value} ${title}`,
}));
const STATE_OPTIONS: readonly SearchOption[] = (Object.keys(TASK_STATES) as TaskState[]).map((state) => ({
  value: state,
  title: TASK_STATES[state].label,
}));

/** Phase rows are the plan's summaries: their dates and progress follow their tasks, so nothing is done on them. */
const NOT_PHASE: readonly RowCondition<ProjectTask>[] = [{ field: 'taskType', op: 'in', value: ['TASK', 'MILESTONE'] }];

/** '4.7、4.4': the predecessors by WBS number, read from the whole plan. */
function predecessorText(task: ProjectTask, plan: readonly ProjectTask[]): string {
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

/** The plan's rows as a list, phases as headings; the phase and dates are chosen, the WBS number is the server's. */
export const TaskList = defineCrudScreen(pmProjTask, {
  noun: '任务',
  columns: [
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
  ],
  conditions: [
    { key: 'keyword', title: 'WBS 或任务名称', type: 'input' },
    { key: 'phaseCode', title: '阶段', type: 'select', options: PHASE_OPTIONS, multiple: true },
    'taskState',
    'ownerName',
  ],
  editTitle: (task) => `编辑任务：${task.wbsNo} ${task.taskName}`,
  form: {
    projId: { label: '项目', hidden: true },
    parentId: { label: '所属阶段', kind: 'custom', render: (field) => <PhaseSelect field={field} /> },
    taskType: {
      options: [
        { value: 'TASK', title: '任务' },
        { value: 'MILESTONE', title: '里程碑' },
      ],
    },
    taskName: { wide: true },
    ownerId: {
      label: '负责人',
      kind: 'custom',
      render: (field) => (
        <UserSelect
          id="ownerId"
          value={field.value}
          onChange={(id) => field.onChange(id ?? '')}
          onBlur={field.onBlur}
          placeholder="请选择负责人"
        />
      ),
    },
    planStart: { kind: 'date', rule: requiredChoice('计划开始日期') },
    planEnd: { kind: 'date', rule: requiredChoice('计划完成日期') },
    predecessorIds: {
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.maxLength(20, '前置任务最多选择 20 项')),
      render: (field, task) => <PredecessorSelect field={field} self={task?.id} />,
    },
    description: { label: '说明', kind: 'textarea', wide: true },
  },
  // A new task of the project; it starts as a task (not a milestone) with no predecessor.
  empty: (scope) => ({ projId: scope?.projId ?? '', taskType: 'TASK', predecessorIds: [] }),
  // The plan dates must not run backwards; a milestone is one day.
  checks: [
    z.superRefine((body, ctx) => {
      if (!body.planStart || !body.planEnd) return;
      if (body.planEnd < body.planStart)
        ctx.issues.push({
          code: 'custom',
          message: '计划完成日期不能早于计划开始日期',
          input: body.planEnd,
          path: ['planEnd'],
        });
      else if (body.taskType === 'MILESTONE' && body.planEnd !== body.planStart)
        ctx.issues.push({
          code: 'custom',
          message: '里程碑的计划完成日期须与计划开始日期相同',
          input: body.planEnd,
          path: ['planEnd'],
        });
    }),
  ],
  formWidth: 760,
  table: { index: false },
  // 删除 is a task's or a milestone's (below), never a phase's.
  status: false,
  rowActions: [
    { kind: 'edit', when: NOT_PHASE },
    {
      kind: 'panel',
      action: 'manage',
      title: '更新进度',
      require: 'projTask:edit',
      when: NOT_PHASE,
      load: () => import('./ProgressPanel').then((m) => m.ProgressPanel),
    },
    { kind: 'delete', when: NOT_PHASE },
  ],
});

/**
 * 任务 (pm.projTask): add, edit, progress and delete behind the PROJECT permissions projTask:add / edit / delete
 * (the list's own widgets see the project set).
 */
export function TaskListPage() {
  const projId = useProjectId();
  const extendedParams = useMemo(() => (projId ? { projId } : undefined), [projId]);
  if (!projId) return null;
  return (
    <ProjectPermissionScope>
      <TaskList extendedParams={extendedParams} />
    </ProjectPermissionScope>
  );
}
