import { describe, expect, it } from 'vitest';
import { defectBody, defectProblems, defectValuesOf } from './defect-form';

const typed = { lineId: '1', defectId: '2', qty: 2, sampleNos: '7, 12', description: '' };

describe('记录缺陷: the quantity within the sample, the sample numbers within it', () => {
  it('takes a record within the sample and sends its numbers as integers', () => {
    expect(defectProblems(typed, 315, 0)).toEqual({});
    expect(defectBody('9', { ...typed, sampleNos: '7，12 ' }, [])).toEqual({
      inspectionId: '9',
      lineId: '1',
      defectId: '2',
      qty: 2,
      sampleNos: [7, 12],
      description: null,
      pictures: [],
    });
  });
  it('refuses a quantity above the sample size, in the server words (1017106)', () => {
    expect(defectProblems({ ...typed, qty: 130 }, 125, 0).qty).toBe('缺陷数量 130 超过样本量 125');
    expect(defectProblems({ ...typed, qty: null }, 125, 0).qty).toBe('请填写数量');
    expect(defectProblems({ ...typed, defectId: null }, 125, 0).defectId).toBe('请选择缺陷代码');
  });
  it('refuses sample numbers outside the sample, repeated, or more than the quantity; at most 9 pictures', () => {
    expect(defectProblems({ ...typed, sampleNos: '7, 400' }, 315, 0).sampleNos).toBe(
      '样本号须为 1–315 的整数，用逗号分隔',
    );
    expect(defectProblems({ ...typed, sampleNos: '7, 7' }, 315, 0).sampleNos).toBe('样本号有重复');
    expect(defectProblems({ ...typed, sampleNos: '7, 8, 9' }, 315, 0).sampleNos).toBe('样本号 3 个，多于数量 2');
    expect(defectProblems(typed, 315, 10).pictures).toBe('图片最多 9 张');
  });
  it('an edited record starts with its values', () => {
    expect(
      defectValuesOf({ lineId: null, defectId: '5', qty: 3, sampleNos: [17, 58, 103], description: '弯针' }),
    ).toEqual({
      lineId: null,
      defectId: '5',
      qty: 3,
      sampleNos: '17, 58, 103',
      description: '弯针',
    });
  });
});
