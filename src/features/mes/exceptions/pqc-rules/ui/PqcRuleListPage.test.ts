import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PqcRuleListPage } from './PqcRuleListPage';

const { empty: emptyPqcRule, schema: pqcFormSchema } = declaredForm(PqcRuleListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const rule = {
  ...emptyPqcRule,
  code: 'PQC-SD750-050-03',
  name: '接地电阻首检',
  productId: '1716352000000400411',
  processId: '1716352000071000005',
  item: '接地电阻',
  inspectType: 'FIRST',
  sampleSize: 3,
  standardValue: 0.05,
  usl: 0.1,
  lsl: 0,
  unit: 'Ω',
};

describe('PQC 规则 form rules', () => {
  it('needs code, name, product, process, item, type and sample size, in Chinese', () => {
    expect(messages(pqcFormSchema.safeParse({ ...emptyPqcRule, code: 'PQC 1' }))).toMatchObject({
      code: '规则编码只能包含字母、数字、“-”和“_”',
      name: '请输入规则名称',
      productId: '请选择适用产品',
      processId: '请选择工序',
      item: '请输入检验项目',
      inspectType: '请选择检验类型',
      sampleSize: '请输入抽样数量',
    });
  });

  it('refuses LSL above USL, and a standard value outside the limits', () => {
    expect(messages(pqcFormSchema.safeParse({ ...rule, lsl: 0.2 }))).toEqual({
      lsl: '下限 LSL 不能大于上限 USL',
      standardValue: '标准值不能小于下限 LSL',
    });
    expect(messages(pqcFormSchema.safeParse({ ...rule, standardValue: 0.3 }))).toEqual({
      standardValue: '标准值不能大于上限 USL',
    });
  });

  it('needs N for every N pieces or hours, and a standard and a limit for 计量', () => {
    expect(messages(pqcFormSchema.safeParse({ ...rule, frequencyType: 'PIECE' }))).toEqual({
      frequencyValue: '请输入频率 N',
    });
    expect(messages(pqcFormSchema.safeParse({ ...rule, standardValue: null, usl: null, lsl: null }))).toEqual({
      standardValue: '计量判定请输入标准值',
      usl: '计量判定至少填写上限 USL 或下限 LSL',
    });
    expect(
      pqcFormSchema.safeParse({ ...rule, judgeType: 'COUNT', standardValue: null, usl: null, lsl: null }).success,
    ).toBe(true);
  });

  it('sends exactly the body, empty optionals as null', () => {
    expect(pqcFormSchema.safeParse(rule).data).toEqual({
      ...rule,
      method: null,
      tool: null,
      frequencyValue: null,
      remark: null,
    });
  });
});
