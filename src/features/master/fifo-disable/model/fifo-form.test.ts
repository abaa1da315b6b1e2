import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emptyFifo, fifoFormSchema } from './fifo-form';

const filled = {
  ...emptyFifo,
  materialId: 'M1',
  warehouseId: 'W1',
  reason: ' 按炉号配套领用 ',
  startDate: '2026-11-23',
};

function messages(value: unknown): string[] {
  const result = z.safeParse(fifoFormSchema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('fifoFormSchema', () => {
  it('asks for every required field in Chinese', () => {
    expect(messages(emptyFifo)).toEqual(['请选择物料', '请选择仓库', '请输入豁免原因', '请选择开始日期']);
  });
  it('sends no end date as null (长期) and trims the reason', () => {
    expect(z.parse(fifoFormSchema, { ...filled, endDate: '' })).toEqual({
      materialId: 'M1',
      warehouseId: 'W1',
      reason: '按炉号配套领用',
      startDate: '2026-11-23',
      endDate: null,
    });
  });
  it('refuses an end date before the start date, on the end date', () => {
    const result = z.safeParse(fifoFormSchema, { ...filled, endDate: '2026-11-22' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['endDate'], '结束日期不能早于开始日期']]);
    expect(messages({ ...filled, endDate: '2026-11-23' })).toEqual([]);
  });
});
