import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { newState, StateListPage } from './StateListPage';

const form = declaredForm(StateListPage);
const emptyState = (scope?: { pid: string; category: string }) => ({ ...form.empty, ...newState(scope) });

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('生产状态 form rules', () => {
  it('a child starts under its parent, in its category', () => {
    expect(emptyState({ pid: '1716352000072003004', category: 'STOP' })).toMatchObject({
      pid: '1716352000072003004',
      category: 'STOP',
      color: '#1677FF',
    });
    expect(emptyState()).toMatchObject({ pid: '0', category: '' });
  });
  it('needs a code, a name, a category and a colour', () => {
    expect(messages(form.schema.safeParse({ ...emptyState(), color: '' }))).toMatchObject({
      code: '请输入状态编码',
      name: '请输入状态名称',
      category: '请选择类别',
      color: '请选择颜色',
    });
  });
  it('sends the child exactly', () => {
    const values = {
      ...emptyState({ pid: '1716352000072003004', category: 'STOP' }),
      code: 'STOP-P-TRAIN',
      name: '培训',
      needReason: true,
    };
    expect(form.schema.safeParse(values).data).toEqual({
      pid: '1716352000072003004',
      code: 'STOP-P-TRAIN',
      name: '培训',
      category: 'STOP',
      color: '#1677FF',
      oeeLoss: false,
      needReason: true,
      sort: 10,
      remark: null,
    });
  });
});
