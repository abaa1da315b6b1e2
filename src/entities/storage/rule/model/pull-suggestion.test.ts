import { describe, expect, it } from 'vitest';
import { pullSuggestion, type PullFigures } from './pull-suggestion';

// The story's rules (docs/design/scm-storage-2.md → 规则与预警 → The examples' story).
const resistors: PullFigures = {
  reorderQty: 8000,
  maxQty: 20000,
  qtyMode: 'FIXED',
  fixedQty: 5000,
  lineAvailableQty: 6000,
  inTransitQty: 0,
  sourceAvailableQty: 60000,
  uomPrecision: 0,
};

describe('pullSuggestion', () => {
  it('asks the whole boxes covering the shortfall (看板, 14000 short → 3 boxes of 5000)', () => {
    expect(pullSuggestion(resistors)).toEqual({
      position: 6000,
      triggered: true,
      shortfall: 14000,
      wanted: 15000,
      suggested: 15000,
      sourceShort: false,
    });
  });

  it('counts 在途 in the position and triggers on the reorder point itself (连接器: 120 + 80 = 200 ≤ 200)', () => {
    const s = pullSuggestion({
      ...resistors,
      reorderQty: 200,
      maxQty: 600,
      qtyMode: 'UP_TO_MAX',
      fixedQty: null,
      lineAvailableQty: 120,
      inTransitQty: 80,
      sourceAvailableQty: 2452,
    });
    expect(s).toMatchObject({ position: 200, triggered: true, shortfall: 400, suggested: 400, sourceShort: false });
  });

  it('suggests nothing above the reorder point (贴片电容: 7000 > 6000)', () => {
    const s = pullSuggestion({ ...resistors, reorderQty: 6000, maxQty: 16000, fixedQty: 4000, lineAvailableQty: 7000 });
    expect(s).toMatchObject({ triggered: false, shortfall: 0, wanted: 0, suggested: 0, sourceShort: false });
  });

  it('caps by the source’s 可用, in whole boxes for 固定批量', () => {
    expect(pullSuggestion({ ...resistors, sourceAvailableQty: 12000 })).toMatchObject({
      wanted: 15000,
      suggested: 10000,
      sourceShort: true,
    });
    expect(pullSuggestion({ ...resistors, sourceAvailableQty: 4999 })).toMatchObject({
      suggested: 0,
      sourceShort: true,
    });
  });

  it('caps 补至最高 by the source and rounds down to the unit’s decimals', () => {
    const steel: PullFigures = {
      reorderQty: 800,
      maxQty: 2000,
      qtyMode: 'UP_TO_MAX',
      lineAvailableQty: 612.4,
      inTransitQty: 0.1,
      sourceAvailableQty: 4052.812,
      uomPrecision: 3,
    };
    expect(pullSuggestion(steel)).toMatchObject({ position: 612.5, shortfall: 1387.5, suggested: 1387.5 });
    expect(pullSuggestion({ ...steel, sourceAvailableQty: 1000.1234 })).toMatchObject({
      suggested: 1000.123,
      sourceShort: true,
    });
  });

  it('takes a 固定批量 rule without a box as 补至最高', () => {
    expect(pullSuggestion({ ...resistors, fixedQty: null })).toMatchObject({ wanted: 14000, suggested: 14000 });
  });
});
