import { describe, expect, it } from 'vitest';
import { ageBand, ageDays, bandsProblem, bandTitles, bandTotals } from './age-band';

const bands = { band1Days: 90, band2Days: 180, band3Days: 365 };

describe('ageDays', () => {
  it('counts from the first receipt into the warehouse to today (the receipt day is 0)', () => {
    expect(ageDays('2026-02-01', '2026-11-29')).toBe(301);
    expect(ageDays('2026-11-29', '2026-11-29')).toBe(0);
    expect(ageDays('2026-11-26 10:20:00', '2026-11-29')).toBe(3);
  });

  it('crosses a year and a leap day', () => {
    expect(ageDays('2025-12-15', '2026-11-29')).toBe(349);
    expect(ageDays('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('ageBand', () => {
  it('puts each limit in the band it ends', () => {
    expect(ageBand(0, bands)).toBe(1);
    expect(ageBand(90, bands)).toBe(1);
    expect(ageBand(91, bands)).toBe(2);
    expect(ageBand(180, bands)).toBe(2);
    expect(ageBand(181, bands)).toBe(3);
    expect(ageBand(365, bands)).toBe(3);
    expect(ageBand(366, bands)).toBe(4);
  });

  it('titles the bands', () => {
    expect(bandTitles(bands)).toEqual(['0–90 天', '91–180 天', '181–365 天', '365 天以上']);
  });
});

describe('bandsProblem', () => {
  it('wants increasing limits', () => {
    expect(bandsProblem(bands)).toBeUndefined();
    expect(bandsProblem({ band1Days: 180, band2Days: 90, band3Days: 365 })).toBe(
      '库龄段须递增：第一段 < 第二段 < 第三段（现为 180、90、365）',
    );
    expect(bandsProblem({ band1Days: 90, band2Days: 90, band3Days: 365 })).toBeDefined();
    expect(bandsProblem({ band1Days: 90 })).toBeUndefined();
  });
});

describe('bandTotals', () => {
  it('adds each group’s stock by band', () => {
    const totals = bandTotals(
      [
        { key: '电子元器件', qty: 35, firstInDate: '2026-02-01 08:00:00' },
        { key: '电子元器件', qty: 298, firstInDate: '2026-09-18 14:10:00' },
        { key: '电子元器件', qty: 90, firstInDate: '2026-06-10 09:20:00' },
        { key: '电子元器件', qty: 2452, firstInDate: '2026-11-26 10:20:00' },
        { key: '塑胶原料', qty: 850, firstInDate: '2025-11-01' },
      ],
      bands,
      '2026-11-29',
    );
    expect(totals).toEqual([
      { key: '电子元器件', qty: [2750, 90, 35, 0], rows: [2, 1, 1, 0] },
      { key: '塑胶原料', qty: [0, 0, 0, 850], rows: [0, 0, 0, 1] },
    ]);
  });
});
