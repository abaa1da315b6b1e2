import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { declaredForm } from '@/shared/ui/crud-screen';
import { OutputList } from './OutputListPage';

const { empty: emptyOutput, schema: outputFormSchema } = declaredForm(OutputList);

const output = {
  ...emptyOutput,
  taskId: '1716352000073000105',
  materialId: '1716352000000400411',
  quantity: 20,
  qualifiedQuantity: 19,
  defectiveQuantity: 1,
  scrapQuantity: 0,
  operatorId: '1716352000000000207',
  recordTime: '2026-11-26 18:30:00',
  reason: ' 扫码枪故障，班后补录 ',
};

function issues(value: unknown): [PropertyKey[], string][] {
  const result = z.safeParse(outputFormSchema, value);
  return result.success ? [] : result.error.issues.map((i) => [i.path, i.message]);
}

describe('outputFormSchema', () => {
  it('asks for the task, material, quantity, operator, time and reason in Chinese', () => {
    expect(issues(emptyOutput).map(([, message]) => message)).toEqual([
      '请选择生产任务',
      '请选择物料',
      '请输入数量',
      '请选择操作人',
      '请选择发生时间',
      '请输入补录原因',
    ]);
  });
  it('sends exactly the contract body', () => {
    expect(z.parse(outputFormSchema, output)).toEqual({
      type: 'OUTPUT',
      taskId: '1716352000073000105',
      materialId: '1716352000000400411',
      batchCode: null,
      quantity: 20,
      qualifiedQuantity: 19,
      defectiveQuantity: 1,
      scrapQuantity: 0,
      operatorId: '1716352000000000207',
      recordTime: '2026-11-26 18:30:00',
      reason: '扫码枪故障，班后补录',
    });
  });
  it('splits an output exactly into qualified, defective and scrap', () => {
    expect(issues({ ...output, defectiveQuantity: 2 })).toEqual([
      [['qualifiedQuantity'], '合格数、不良数与报废数之和应等于数量'],
    ]);
  });
  it('asks an input for its batch', () => {
    expect(
      issues({ ...output, type: 'INPUT', qualifiedQuantity: null, defectiveQuantity: null, scrapQuantity: null }),
    ).toEqual([[['batchCode'], '投入记录请输入批次号']]);
  });
});
