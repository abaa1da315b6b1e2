import * as z from 'zod/mini';
import type { ProjectTask } from '@/entities/project';
import { pmProjTaskAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

/** 任务 add/edit on the contract's PmProjTaskForm; the phase and dates are chosen, the WBS number is the server's. */
export const taskForm = defineForm(pmProjTaskAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  parentId: { label: '所属阶段', kind: 'custom' },
  taskType: {
    label: '类型',
    options: [
      { value: 'TASK', title: '任务' },
      { value: 'MILESTONE', title: '里程碑' },
    ],
  },
  taskName: { label: '任务名称', wide: true },
  ownerId: { label: '负责人', kind: 'custom' },
  planStart: { label: '计划开始', kind: 'date', rule: requiredChoice('计划开始日期') },
  planEnd: { label: '计划完成', kind: 'date', rule: requiredChoice('计划完成日期') },
  predecessorIds: {
    label: '前置任务',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.maxLength(20, '前置任务最多选择 20 项')),
  },
  description: { label: '说明', kind: 'textarea', wide: true },
});

export type TaskFormValues = typeof taskForm.empty;
export type TaskFormBody = z.output<typeof taskForm.schema>;

/** The plan dates must not run backwards; a milestone is one day. */
export const taskSchema = taskForm.schema.check(
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
);

/** A new task of the project; it starts as a task (not a milestone) with no predecessor. */
export const emptyTask = (projId: string): TaskFormValues => ({
  ...taskForm.empty,
  projId,
  taskType: 'TASK',
  predecessorIds: [],
});

export function taskFormValues(task: ProjectTask): TaskFormValues {
  return {
    projId: task.projId,
    parentId: task.parentId ?? '',
    taskType: task.taskType === 'MILESTONE' ? 'MILESTONE' : 'TASK',
    taskName: task.taskName,
    ownerId: task.ownerId ?? '',
    planStart: task.planStart,
    planEnd: task.planEnd,
    predecessorIds: task.predecessorIds,
    description: task.description ?? '',
  };
}
