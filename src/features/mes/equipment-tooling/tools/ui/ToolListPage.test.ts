import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { scrapForm } from './ScrapDialog';
import { ToolListPage } from './ToolListPage';

const { empty: emptyTool, schema } = declaredForm(ToolListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const drill = {
  ...emptyTool,
  code: 'CT-DR-6.8',
  name: '硬质合金钻头 φ6.8',
  categoryId: '1716352000072004005',
  quantity: 20,
};

describe('工装 form rules', () => {
  it('needs a rated life when the life is managed, none when it is not', () => {
    expect(messages(schema.safeParse(drill))).toEqual({ ratedLife: '按次数或按时长管理寿命时请输入额定寿命' });
    expect(messages(schema.safeParse({ ...drill, lifeMode: 'NONE', ratedLife: 3000 }))).toEqual({
      ratedLife: '不管理寿命时不填额定寿命',
    });
  });
  it('needs a code, a name and a category', () => {
    expect(messages(schema.safeParse({ ...emptyTool, ratedLife: 1 }))).toMatchObject({
      code: '请输入工装编码',
      name: '请输入工装名称',
      categoryId: '请选择类别',
    });
  });
  it('sends the tool exactly', () => {
    expect(schema.safeParse({ ...drill, ratedLife: 3000, nextMaintainDate: '2026-12-12' }).data).toEqual({
      code: 'CT-DR-6.8',
      name: '硬质合金钻头 φ6.8',
      categoryId: '1716352000072004005',
      spec: null,
      quantity: 20,
      lifeMode: 'COUNT',
      ratedLife: 3000,
      location: null,
      applyTo: null,
      nextMaintainDate: '2026-12-12',
      remark: null,
    });
  });
  it('报废 needs a reason', () => {
    expect(messages(scrapForm.schema.safeParse({ id: '1716352000072005004', reason: ' ' }))).toEqual({
      reason: '请输入报废原因',
    });
    expect(scrapForm.schema.safeParse({ id: '1716352000072005004', reason: '刃口崩缺' }).data).toEqual({
      id: '1716352000072005004',
      reason: '刃口崩缺',
    });
  });
});
