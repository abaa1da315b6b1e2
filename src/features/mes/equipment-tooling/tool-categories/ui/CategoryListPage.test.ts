import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ToolCategoryListPage } from './CategoryListPage';

const form = declaredForm(ToolCategoryListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('工装类别 form rules', () => {
  it('needs a parent, a code and a name; no rated life when the life is not managed', () => {
    expect(messages(form.schema.safeParse(form.empty))).toMatchObject({
      pid: '请选择上级类别',
      code: '请输入类别编码',
      name: '请输入类别名称',
    });
    const gauge = {
      ...form.empty,
      pid: '0',
      code: 'GA',
      name: '检具',
      lifeMode: 'NONE',
      defaultRatedLife: 100,
      sort: 10,
    };
    expect(messages(form.schema.safeParse(gauge))).toEqual({ defaultRatedLife: '不管理寿命时不填默认额定寿命' });
  });
  it('sends a sub-category exactly', () => {
    const values = {
      ...form.empty,
      pid: '1716352000072004001',
      code: 'FX-WELD',
      name: '焊接夹具',
      lifeMode: 'COUNT',
      defaultRatedLife: 20000,
      maintainDays: 30,
      needCheck: true,
      sort: 10,
    };
    expect(form.schema.safeParse(values).data).toEqual({
      pid: '1716352000072004001',
      code: 'FX-WELD',
      name: '焊接夹具',
      lifeMode: 'COUNT',
      defaultRatedLife: 20000,
      maintainDays: 30,
      needCheck: true,
      sort: 10,
      remark: null,
    });
  });
});
