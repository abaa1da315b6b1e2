import { describe, expect, it } from 'vitest';
import { categoryForm, emptyCategory } from './category-form';

function messages(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('工装类别 form rules', () => {
  it('needs a code and a name; no rated life when the life is not managed', () => {
    expect(messages(categoryForm.schema.safeParse(emptyCategory(undefined)))).toMatchObject({ code: '请输入类别编码', name: '请输入类别名称' });
    const gauge = { ...emptyCategory(undefined), code: 'GA', name: '检具', lifeMode: 'NONE', defaultRatedLife: 100 };
    expect(messages(categoryForm.schema.safeParse(gauge))).toEqual({ defaultRatedLife: '不管理寿命时不填默认额定寿命' });
  });
  it('sends a sub-category exactly', () => {
    const values = { ...emptyCategory({ pid: '1716352000072004001' }), code: 'FX-WELD', name: '焊接夹具', defaultRatedLife: 20000, maintainDays: 30, needCheck: true };
    expect(categoryForm.schema.safeParse(values).data).toEqual({
      pid: '1716352000072004001', code: 'FX-WELD', name: '焊接夹具', lifeMode: 'COUNT', defaultRatedLife: 20000, maintainDays: 30, needCheck: true, sort: 10, remark: null,
    });
  });
});
