import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { IbwRuleList } from './IbwRuleList';

const form = declaredForm(IbwRuleList);
const sound = {
  materialId: '1716352000000400405',
  houseId: '1716352000000400802',
  minQty: 500,
  safetyQty: 800,
  maxQty: 3000,
};
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('库存上下限规则 form rules', () => {
  it('sends a sound rule, enabled', () => {
    expect(form.schema.parse({ ...form.empty, ...sound })).toEqual({ ...sound, enabled: true, remark: null });
  });

  it('wants 最低 ≤ 安全 < 最高', () => {
    expect(messages({ ...sound, minQty: 900 })).toEqual([
      'safetyQty: 须满足最低库存 ≤ 安全库存 < 最高库存（最低 900，安全 800，最高 3000）',
    ]);
  });
});
