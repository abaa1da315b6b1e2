import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TemplateListPage } from './TemplateListPage';

const templateForm = declaredForm(TemplateListPage);

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('打印模板 form rules', () => {
  it('needs the business type, name and paper; no printer is sent as null', () => {
    expect(messages(templateForm.schema.safeParse(templateForm.empty))).toEqual({
      bizType: '请选择业务类型',
      name: '请输入模板名称',
      paperSize: '请输入纸张大小',
    });
    expect(
      templateForm.schema.safeParse({
        bizType: 'FLOW_CARD',
        name: ' 流转卡（A5 横版） ',
        paperSize: 'A5',
        printerId: '',
        remark: '',
      }).data,
    ).toEqual({
      bizType: 'FLOW_CARD',
      name: '流转卡（A5 横版）',
      paperSize: 'A5',
      printerId: null,
      remark: null,
    });
  });
});
