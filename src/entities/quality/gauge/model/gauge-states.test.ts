import { describe, expect, it } from 'vitest';
import { dueText, gaugeRefusal } from './gauge-states';

// The gauges of openapi/examples/scm/qmGaugePage.yaml, as the server counts for 2026-11-29.
const overdueCaliper = {
  code: 'GJ-0010',
  name: '数显卡尺',
  state: 'PENDING_CALIBRATION' as const,
  overdue: true,
  daysToDue: -5,
  nextCalibrationDate: '2026-11-24',
};
const hardnessTester = {
  code: 'GJ-0004',
  name: '韦氏硬度计',
  state: 'IN_USE' as const,
  overdue: false,
  daysToDue: 4,
  nextCalibrationDate: '2026-12-03',
};

describe('量检具 due dates', () => {
  it('says how long ago an overdue gauge fell due, and when one falls due within a week', () => {
    expect(dueText(overdueCaliper)).toBe('已超期 5 天');
    expect(dueText(hardnessTester)).toBe('4 天后到期');
    expect(dueText({ ...hardnessTester, daysToDue: 0 })).toBe('今天到期');
    expect(dueText({ ...hardnessTester, daysToDue: 106 })).toBe('');
  });
  it('says nothing of a scrapped gauge', () => {
    expect(dueText({ state: 'SCRAPPED', overdue: false, daysToDue: null })).toBe('');
  });
});

describe('a gauge refused for an inspection', () => {
  it('refuses an overdue gauge in the server’s words (1017010), whatever its state', () => {
    expect(gaugeRefusal(overdueCaliper)).toBe(
      '量检具 GJ-0010 数显卡尺已超过校准有效期（下次校准 2026-11-24），请先登记校准',
    );
    expect(gaugeRefusal({ ...overdueCaliper, state: 'IN_USE' })).toMatch(/已超过校准有效期/);
  });
  it('refuses a stopped or scrapped gauge, and takes one in use or pending and not overdue', () => {
    expect(gaugeRefusal({ ...hardnessTester, state: 'DISABLED' })).toBe(
      '量检具 GJ-0004 韦氏硬度计已停用，不能用于检验',
    );
    expect(gaugeRefusal({ ...hardnessTester, state: 'SCRAPPED' })).toBe('量检具 GJ-0004 韦氏硬度计已报废，不能使用');
    expect(gaugeRefusal(hardnessTester)).toBeUndefined();
    expect(gaugeRefusal({ ...hardnessTester, state: 'PENDING_CALIBRATION' })).toBeUndefined();
  });
});
