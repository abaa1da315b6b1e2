import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { AiwRuleList } from './AiwRuleList';

const form = declaredForm(AiwRuleList);

describe('库龄预警规则 form rules', () => {
  it('starts with 90 / 180 / 365 warning from the third band, and wants increasing limits', () => {
    const body = { ...form.empty, materialGroupId: '1716352000000400103' };
    expect(form.schema.parse(body)).toEqual({
      materialGroupId: '1716352000000400103',
      houseId: null,
      band1Days: 90,
      band2Days: 180,
      band3Days: 365,
      warnBand: 3,
      enabled: true,
      remark: null,
    });
    expect(form.schema.safeParse({ ...body, band2Days: 90 }).error?.issues.map((i) => i.message)).toEqual([
      '库龄段须递增：第一段 < 第二段 < 第三段（现为 90、90、365）',
    ]);
  });
});
