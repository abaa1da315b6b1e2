import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TaskList } from './TaskListPage';

const taskForm = declaredForm(TaskList);
const taskSchema = taskForm.schema;
const emptyTask = (projId: string) => ({ ...taskForm.empty, projId, taskType: 'TASK', predecessorIds: [] });

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const PROJ = '1716352000006000001';
const valid = {
  ...emptyTask(PROJ),
  parentId: '1716352000006100004',
  taskName: '驱动器铭牌与说明书设计',
  ownerId: '1716352000000000202',
  planStart: '2026-11-30',
  planEnd: '2026-12-11',
  predecessorIds: ['1716352000006100028'],
};

describe('任务 form rules', () => {
  it('says in Chinese what is missing', () => {
    expect(messages(taskSchema.safeParse(emptyTask(PROJ)))).toMatchObject({
      parentId: '请选择所属阶段',
      taskName: '请输入任务名称',
      planStart: '请选择计划开始日期',
      planEnd: '请选择计划完成日期',
    });
  });

  it('refuses dates that run backwards, and a milestone of more than one day, on the end date', () => {
    expect(messages(taskSchema.safeParse({ ...valid, planEnd: '2026-11-27' }))).toEqual({
      planEnd: '计划完成日期不能早于计划开始日期',
    });
    expect(messages(taskSchema.safeParse({ ...valid, taskType: 'MILESTONE' }))).toEqual({
      planEnd: '里程碑的计划完成日期须与计划开始日期相同',
    });
    expect(taskSchema.safeParse({ ...valid, taskType: 'MILESTONE', planEnd: '2026-11-30' }).success).toBe(true);
  });

  it('sends exactly the contract body: the project kept, empty optional fields as null', () => {
    expect(taskSchema.parse({ ...valid, ownerId: '' })).toEqual({
      projId: PROJ,
      parentId: '1716352000006100004',
      taskType: 'TASK',
      taskName: '驱动器铭牌与说明书设计',
      ownerId: null,
      planStart: '2026-11-30',
      planEnd: '2026-12-11',
      predecessorIds: ['1716352000006100028'],
      description: null,
    });
  });
});
