import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ItemListPage } from './ItemListPage';

const form = declaredForm(ItemListPage);
const editForm = declaredForm(ItemListPage, 'edit');
const messages = (values: object, which = form) => {
  const found: Record<string, string> = {};
  for (const issue of which.schema.safeParse({ ...which.empty, ...values }).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
};

// 插针长度 of the connectors (openapi/examples/scm/qmItemPage.yaml).
const pinLength = {
  code: 'CN-PIN-LEN',
  name: '插针长度',
  itemType: 'DIMENSION',
  valueType: 'QUANTITATIVE',
  uomId: '1716352000000543001',
  tool: '数显卡尺',
  method: '测量插针露出绝缘体端面的长度',
  defectId: '1716352000000542010',
};

describe('检验项目 form rules', () => {
  it('asks for the code, name, type and 定量/定性', () => {
    expect(messages({})).toEqual({
      code: '请输入项目编码',
      name: '请输入项目名称',
      itemType: '请选择类型',
      valueType: '请选择定量/定性',
    });
  });

  it('takes letters, digits, “-” and “_” in a code', () => {
    expect(messages({ ...pinLength, code: 'CN PIN/LEN' })).toEqual({
      code: '项目编码只能包含字母、数字、“-”和“_”',
    });
  });

  it('refuses a 定量 item without a quality unit (1017006), adding or editing', () => {
    expect(messages({ ...pinLength, uomId: '' })).toEqual({ uomId: '定量项目须选择质量计量单位' });
    expect(messages({ ...pinLength, uomId: '' }, editForm)).toEqual({ uomId: '定量项目须选择质量计量单位' });
  });

  it('refuses a unit on a 定性 item, and sends one without it', () => {
    expect(messages({ ...pinLength, valueType: 'QUALITATIVE' })).toEqual({ uomId: '定性项目不选质量计量单位' });
    expect(
      form.schema.parse({ ...form.empty, ...pinLength, code: 'CN-PIN-APP', valueType: 'QUALITATIVE', uomId: '' }),
    ).toEqual({
      code: 'CN-PIN-APP',
      name: '插针长度',
      itemType: 'DIMENSION',
      valueType: 'QUALITATIVE',
      uomId: null,
      tool: '数显卡尺',
      method: '测量插针露出绝缘体端面的长度',
      defectId: '1716352000000542010',
      remark: null,
    });
  });

  it('sends a 定量 item with its unit and default defect', () => {
    expect(form.schema.parse({ ...form.empty, ...pinLength })).toEqual({ ...pinLength, remark: null });
  });
});
