import { UserSelect } from '@/entities/user';
import type { ProjectTask } from '@/entities/project';
import { pmProjTaskAdd, pmProjTaskEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyTask,
  taskForm,
  taskFormValues,
  taskSchema,
  type TaskFormBody,
  type TaskFormValues,
} from '../model/task-form';
import type { TaskQuery } from '../model/task-list';
import { PhaseSelect, PredecessorSelect } from './task-pickers';

/** 新增任务 / 编辑任务 (projTask:add / projTask:edit): the task's phase, owner, plan dates and predecessors. */
export const TaskForm = defineRecordForm<ProjectTask, TaskFormValues, TaskFormBody, Partial<TaskQuery>>({
  noun: '任务',
  title: (task) => (task ? `编辑任务：${task.wbsNo} ${task.taskName}` : '新增任务'),
  schema: taskSchema,
  fields: (task) =>
    taskForm.fields({
      parentId: (field) => <PhaseSelect field={field} />,
      ownerId: (field) => (
        <UserSelect
          id="ownerId"
          value={field.value}
          onChange={(id) => field.onChange(id ?? '')}
          onBlur={field.onBlur}
          placeholder="请选择负责人"
        />
      ),
      predecessorIds: (field) => <PredecessorSelect field={field} self={task?.id} />,
    }),
  empty: (scope) => emptyTask(scope?.projId ?? ''),
  values: taskFormValues,
  add: (body, options) => pmProjTaskAdd({ body }, options),
  edit: (body, task, options) => pmProjTaskEdit({ body: { ...body, id: task.id } }, options),
  width: 760,
});
