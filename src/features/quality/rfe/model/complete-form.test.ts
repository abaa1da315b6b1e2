import { describe, expect, it } from 'vitest';
import { completeForm, completeSchema } from './complete-form';

const TODAY = '2026-11-29';
// RFE-202611-0001: the chips' inspection validity ran out on 11-17; rebaked, they were extended to 2027-01-16.
const chips = { expiryDate: '2026-11-17' };
// RFE-202611-0002: the profiles suspect after the supplier's letter carry no date that ran out.
const profiles = { expiryDate: null };

const messages = (values: object, rfe: { expiryDate: string | null } = chips) => {
  const result = completeSchema(rfe, TODAY).safeParse({
    ...completeForm.empty,
    id: '1716352000000534001',
    resultRemark: '湿度卡 < 10%，引脚无氧化',
    ...values,
  });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('完成复检 rules', () => {
  it('asks for the result and the record', () => {
    expect(messages({ result: '', resultRemark: '' })).toEqual({
      result: '请选择复检结论',
      resultRemark: '请输入复检记录与结论',
    });
  });

  it('extends only to a new 有效期至 after today and after the date that ran out (1017114)', () => {
    expect(messages({ result: 'EXTEND', newExpiryDate: '' })).toEqual({ newExpiryDate: '合格延期须填写新的有效期至' });
    expect(messages({ result: 'EXTEND', newExpiryDate: '2026-11-29' })).toEqual({
      newExpiryDate: '新的有效期至须晚于今天 2026-11-29',
    });
    expect(messages({ result: 'EXTEND', newExpiryDate: '2026-12-10' }, { expiryDate: '2026-12-31' })).toEqual({
      newExpiryDate: '新的有效期至须晚于原有效期至 2026-12-31',
    });
    expect(messages({ result: 'EXTEND', newExpiryDate: '2027-01-16' })).toEqual({});
    expect(messages({ result: 'EXTEND', newExpiryDate: '2027-05-18' }, profiles)).toEqual({});
  });

  it('isolates without a date', () => {
    expect(messages({ result: 'ISOLATE', newExpiryDate: '2027-01-16' })).toEqual({
      newExpiryDate: '不合格隔离的批次不延期，请清空新的有效期至',
    });
    expect(messages({ result: 'ISOLATE', newExpiryDate: '' })).toEqual({});
  });

  it('gives exactly the contract body', () => {
    expect(
      completeSchema(chips, TODAY).parse({
        id: '1716352000000534001',
        result: 'EXTEND',
        newExpiryDate: '2027-01-16',
        resultRemark: '125 ℃ 烘烤 24 h 后重新真空包装',
      }),
    ).toEqual({
      id: '1716352000000534001',
      result: 'EXTEND',
      newExpiryDate: '2027-01-16',
      resultRemark: '125 ℃ 烘烤 24 h 后重新真空包装',
    });
  });
});
