import { describe, expect, it } from 'vitest';
import { ackForm, closeForm } from './WarnDialogs';

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const id = '1716352000076004002';

describe('预警 确认 and 关闭 rules', () => {
  it('确认 takes an optional remark', () => {
    expect(ackForm.schema.safeParse({ ...ackForm.empty, id }).data).toEqual({ id, remark: null });
    expect(ackForm.schema.safeParse({ id, remark: ' 已安排班组长排查 ' }).data).toEqual({
      id,
      remark: '已安排班组长排查',
    });
  });

  it('关闭 needs the result', () => {
    expect(messages(closeForm.schema.safeParse({ ...closeForm.empty, id }))).toEqual({ result: '请输入处理结果' });
    expect(closeForm.schema.safeParse({ id, result: '更换烙铁头后恢复' }).data).toEqual({
      id,
      result: '更换烙铁头后恢复',
    });
  });
});
