import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { FifoList } from './FifoListPage';

const form = declaredForm(FifoList);
const filled = {
  ...form.empty,
  materialId: 'M1',
  warehouseId: 'W1',
  reason: ' 按炉号配套领用 ',
  startDate: '2026-11-23',
};

function messages(value: object): string[] {
  const result = form.schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('先进先出豁免 form rules', () => {
  it('asks for every required field in Chinese', () => {
    expect(messages(form.empty)).toEqual(['请选择物料', '请选择仓库', '请选择开始日期', '请输入豁免原因']);
  });
  it('sends no end date as null (长期) and trims the reason', () => {
    expect(form.schema.parse({ ...filled, endDate: '' })).toEqual({
      materialId: 'M1',
      warehouseId: 'W1',
      reason: '按炉号配套领用',
      startDate: '2026-11-23',
      endDate: null,
    });
  });
  it('refuses an end date before the start date, on the end date', () => {
    const result = form.schema.safeParse({ ...filled, endDate: '2026-11-22' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['endDate'], '结束日期不能早于开始日期']]);
    expect(messages({ ...filled, endDate: '2026-11-23' })).toEqual([]);
  });
});
