import { describe, expect, it } from 'vitest';
import { cellJudgement, limitsText } from './cell-judgement';
import { sortProblem } from './disposition';
import { judgementProblem } from './judgement';
import { tallyOf, verdictOf } from './tally';

const PLAN = [
  { defectClass: 'CR', ac: 0, re: 1 },
  { defectClass: 'MAJ', ac: 2, re: 3 },
  { defectClass: 'MIN', ac: 5, re: 6 },
] as const;

describe('the tally per class against Ac / Re', () => {
  it('adds the records of each class: ACCEPT while ≤ Ac, REJECT from Re', () => {
    const tally = tallyOf(PLAN, [
      { defectClass: 'MAJ', qty: 2 },
      { defectClass: 'MIN', qty: 1 },
      { defectClass: 'MAJ', qty: 1 },
    ]);
    expect(tally).toEqual([
      { defectClass: 'CR', defectQty: 0, ac: 0, re: 1, verdict: 'ACCEPT' },
      { defectClass: 'MAJ', defectQty: 3, ac: 2, re: 3, verdict: 'REJECT' },
      { defectClass: 'MIN', defectQty: 1, ac: 5, re: 6, verdict: 'ACCEPT' },
    ]);
    expect(verdictOf(2, 2, 3)).toBe('ACCEPT');
    expect(verdictOf(1, 0, 1)).toBe('REJECT');
  });
});

describe('the judgement rules (1017108)', () => {
  const within = tallyOf(PLAN, [{ defectClass: 'MAJ', qty: 2 }]);
  const reached = tallyOf(PLAN, [{ defectClass: 'MAJ', qty: 3 }]);
  it('合格 is refused while a class has reached Re, in the server words', () => {
    expect(judgementProblem('PASS', null, reached)).toBe('严重缺陷 3 已达拒收数 Re 3，不能判定合格');
    expect(judgementProblem('PASS', null, within)).toBeUndefined();
  });
  it('不合格 needs its 判定说明, even within Ac', () => {
    expect(judgementProblem('REJECT', '  ', within)).toBe('判定不合格须写判定说明');
    expect(judgementProblem('REJECT', '随货检验报告缺失', within)).toBeUndefined();
    expect(judgementProblem(undefined, null, within)).toBe('请选择判定结果');
  });
});

describe('the quantities of a 挑选 (1017109)', () => {
  it('合格数 + 不合格数 = 批量, in the unit decimals', () => {
    expect(sortProblem(3000, 0, 2800, 200)).toBeUndefined();
    expect(sortProblem(3000, 0, 2800, 150)).toBe('挑选结果：合格 2800 + 不合格 150 不等于批量 3000');
    expect(sortProblem(4200, 3, 4052.812, 147.188)).toBeUndefined();
    expect(sortProblem(4200, 3, 4052.8125, 147.1875)).toBe('数量最多 3 位小数');
    expect(sortProblem(3000, 0, null, 200)).toBe('请填写挑选后的合格数');
    expect(sortProblem(3000, 0, 3000, undefined)).toBe('请填写挑选出的不合格数');
  });
});

describe('OK / NG of a cell as typed', () => {
  const capacitance = { valueType: 'QUANTITATIVE', lowerLimit: 9, upperLimit: 11, precision: 2 } as const;
  it('a 定量 value within its limits, both inclusive', () => {
    expect(cellJudgement(capacitance, 9)).toBe('OK');
    expect(cellJudgement(capacitance, 11)).toBe('OK');
    expect(cellJudgement(capacitance, 8.93)).toBe('NG');
    expect(cellJudgement(capacitance, 11.01)).toBe('NG');
    expect(cellJudgement(capacitance, null)).toBeUndefined();
    expect(limitsText(capacitance)).toBe('9.00–11.00');
  });
  it('one limit only: ≥ 5000 MΩ, ≤ 10 %', () => {
    const insulation = { valueType: 'QUANTITATIVE', lowerLimit: 5000, upperLimit: null, precision: 0 } as const;
    expect(cellJudgement(insulation, 4999)).toBe('NG');
    expect(cellJudgement(insulation, 99999)).toBe('OK');
    expect(limitsText(insulation)).toBe('≥ 5000');
    expect(limitsText({ valueType: 'QUANTITATIVE', lowerLimit: null, upperLimit: 10, precision: 2 })).toBe('≤ 10.00');
  });
  it('a 定性 cell is what was chosen', () => {
    const looks = { valueType: 'QUALITATIVE', lowerLimit: null, upperLimit: null } as const;
    expect(cellJudgement(looks, 'OK')).toBe('OK');
    expect(cellJudgement(looks, 'NG')).toBe('NG');
    expect(cellJudgement(looks, '')).toBeUndefined();
  });
});
