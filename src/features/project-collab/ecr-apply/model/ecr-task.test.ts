import { describe, expect, it } from 'vitest';
import { emptyTask, taskAddBody, taskForm } from './ecr-task';

describe('the change task form', () => {
  it('asks for the task, owner and due date in Chinese', () => {
    const result = taskForm.schema.safeParse(emptyTask);
    const found = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(found).toEqual([
      ['title', '请输入任务内容'],
      ['ownerId', '请选择负责人'],
      ['dueDate', '请选择完成期限'],
    ]);
  });

  it('sends a new task as the add body of its change request (no id, no state)', () => {
    const body = taskForm.schema.parse({
      ...emptyTask,
      title: ' 更新 BOM 物料替代关系 ',
      ownerId: '1716352000000000207',
      dueDate: '2026-12-15',
    });
    expect(taskAddBody('1716352000006300004', body)).toEqual({
      ecrId: '1716352000006300004',
      title: '更新 BOM 物料替代关系',
      ownerId: '1716352000000000207',
      dueDate: '2026-12-15',
      remark: null,
    });
  });
});
