import * as z from 'zod/mini';
import { pmEcrTaskEditBodyFacts, type PmEcrTaskAddVariables, type PmEcrTaskListData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';
import { defineForm } from '@/shared/ui/record-form';

export type EcrTask = PmEcrTaskListData[number];
export type EcrTaskState = EcrTask['state'];

export const TASK_STATES: Record<EcrTaskState, { label: string; badge: 'default' | 'processing' | 'success' }> = {
  TODO: { label: '未开始', badge: 'default' },
  DOING: { label: '进行中', badge: 'processing' },
  DONE: { label: '已完成', badge: 'success' },
};
export const TASK_STATE_OPTIONS: readonly SearchOption[] = (Object.keys(TASK_STATES) as EcrTaskState[]).map(
  (value) => ({ value, title: TASK_STATES[value].label }),
);

/** A change task, on the contract's edit body; a new task has no id and starts 未开始 (the add body has neither). */
export const taskForm = defineForm(pmEcrTaskEditBodyFacts, {
  // A new task's id is a placeholder: the add body leaves it out.
  id: { label: '任务', hidden: true, rule: z.string() },
  title: { label: '任务内容', wide: true, placeholder: '如 更新 BOM 物料替代关系' },
  ownerId: { label: '负责人', kind: 'custom', rule: requiredChoice('负责人') },
  dueDate: { label: '完成期限', kind: 'date', rule: requiredChoice('完成期限') },
  state: { label: '任务状态', options: TASK_STATE_OPTIONS },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TaskFormValues = typeof taskForm.empty;
export type TaskFormBody = z.output<typeof taskForm.schema>;
export type TaskAddBody = PmEcrTaskAddVariables['body'];

export const emptyTask: TaskFormValues = { ...taskForm.empty, id: 'new', state: 'TODO' };

export function taskFormValues(task: EcrTask): TaskFormValues {
  return {
    id: task.id,
    title: task.title,
    ownerId: task.ownerId,
    dueDate: task.dueDate,
    state: task.state,
    remark: task.remark ?? '',
  };
}

/** The add body of a new task of the change request: what the edit body says less its id and state. */
export function taskAddBody(ecrId: string, { title, ownerId, dueDate, remark }: TaskFormBody): TaskAddBody {
  return { ecrId, title, ownerId, dueDate, remark };
}
