import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { EdwRuleList } from './EdwRuleList';

const form = declaredForm(EdwRuleList);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('呆滞预警规则 form rules', () => {
  it('wants the group of a group rule and the material of a material rule', () => {
    expect(messages({})).toEqual(['materialGroupId: 范围为“物料组”时须选择物料组']);
    expect(messages({ scope: 'MATERIAL' })).toEqual(['materialId: 范围为“物料”时须选择物料']);
    expect(form.schema.parse({ ...form.empty, materialGroupId: '1716352000000400103', minValue: 1000 })).toEqual({
      scope: 'GROUP',
      materialGroupId: '1716352000000400103',
      materialId: null,
      houseId: null,
      idleDays: 90,
      minValue: 1000,
      enabled: true,
      remark: null,
    });
  });
});
