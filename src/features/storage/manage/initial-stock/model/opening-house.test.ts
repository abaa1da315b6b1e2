import { describe, expect, it } from 'vitest';
import { goLiveConsequence, goLiveProblem, liveText, lockedText, type OpeningHouse } from './opening-house';

const semi: OpeningHouse = {
  houseId: '1716352000000400803',
  houseCode: 'WH-SF-01',
  houseName: '半成品仓',
  live: false,
  liveDate: null,
  plannedLiveDate: '2026-12-01',
  draftCount: 0,
  postedCount: 1,
};
const electronic: OpeningHouse = { ...semi, houseName: '电子料仓', live: true, liveDate: '2026-02-01' };

describe('期初库存: a warehouse’s go-live (docs/design/scm-storage.md → 期初库存)', () => {
  it('says the state', () => {
    expect(liveText(electronic)).toBe('已上线 2026-02-01');
    expect(liveText(semi)).toBe('未上线（计划 2026-12-01）');
    expect(liveText({ ...semi, plannedLiveDate: null })).toBe('未上线');
    expect(lockedText(electronic)).toContain('仓库 电子料仓 已于 2026-02-01 上线，期初库存已锁定');
    expect(goLiveConsequence(semi)).toMatch(/^上线后，半成品仓 的期初库存锁定/);
  });

  it('refuses a missing or past date and unposted opening documents', () => {
    expect(goLiveProblem(semi, undefined, '2026-11-29')).toBe('请选择上线日期');
    expect(goLiveProblem(semi, '2026-11-28', '2026-11-29')).toBe('上线日期不能早于今天 2026-11-29');
    expect(goLiveProblem({ ...semi, draftCount: 2 }, '2026-12-01', '2026-11-29')).toBe(
      '还有 2 张未过账的期初单，请先过账或取消后再上线',
    );
    expect(goLiveProblem(semi, '2026-12-01', '2026-11-29')).toBeUndefined();
    expect(goLiveProblem(semi, '2026-11-29', '2026-11-29')).toBeUndefined();
  });
});
