import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { requestBody } from '../model/request-rules';
import { TaskRequestListPage } from './TaskRequestListPage';

const { schema, empty } = declaredForm(TaskRequestListPage);

const rework = {
  ...empty,
  requestType: 'REWORK',
  taskId: '1716352000073000106',
  quantity: 12,
  targetLineId: '1716352000000001002',
  reason: ' 老化测试发现 12 台驱动器风扇异响 ',
  fileIds: ['1716352000074900001'],
};

const messages = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const sent = (values: typeof rework) => requestBody(schema.parse(values));

describe('任务申请 form rules', () => {
  it('gives exactly the add body: the reason trimmed, a line chosen for another kind left out, files as ids', () => {
    expect(sent(rework)).toEqual({
      requestType: 'REWORK',
      taskId: '1716352000073000106',
      quantity: 12,
      targetLineId: null,
      reason: '老化测试发现 12 台驱动器风扇异响',
      fileIds: ['1716352000074900001'],
    });
    expect(sent({ ...rework, requestType: 'TRANSFER' })).toMatchObject({
      quantity: null,
      targetLineId: '1716352000000001002',
    });
    expect(sent({ ...rework, requestType: 'URGENT' })).toMatchObject({ quantity: null, targetLineId: null });
  });

  it('asks for the kind, the task and the reason of an empty form', () => {
    expect(messages(empty)).toEqual([
      ['requestType', '请选择申请类型'],
      ['taskId', '请选择关联任务'],
      ['reason', '请输入申请原因'],
    ]);
  });

  it('asks for a whole quantity of 1–100000 for 返工/补料/超计划 and a target line for 转线', () => {
    expect(messages({ ...rework, quantity: null })).toEqual([['quantity', '请输入数量']]);
    expect(messages({ ...rework, requestType: 'FEED', quantity: 2.5 })).toEqual([['quantity', '数量必须是整数']]);
    expect(messages({ ...rework, requestType: 'OVER_PLAN', quantity: 0 })).toEqual([
      ['quantity', '数量应在 1 到 100000 之间'],
    ]);
    expect(messages({ ...rework, requestType: 'TRANSFER', quantity: null, targetLineId: '' })).toEqual([
      ['targetLineId', '请选择目标产线'],
    ]);
  });

  it('limits the attachments', () => {
    const fileIds = Array.from({ length: 6 }, (_, i) => `${i + 1}`);
    expect(messages({ ...rework, fileIds })).toEqual([['fileIds', '最多上传 5 个附件']]);
  });
});
