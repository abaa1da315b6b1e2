import { describe, expect, it } from 'vitest';
import { fillSuggestion, issueRefusal, needsReason, orderCandidates, suggestRule } from './suggest';

const TODAY = '2026-11-29';
const chip = (batchNo: string, more: object = {}) => ({
  batchNo,
  qualityState: 'QUALIFIED' as const,
  onHandQty: 100,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  isolationLocation: false,
  expiryDate: null as string | null,
  firstInTime: null as string | null,
  locationCode: 'E2-01-01',
  ...more,
});
// The story's EL-IC-F407 lots in 电子料仓 (docs/design/scm-storage.md → 生产发料).
const IC02 = chip('B20260918-IC02', { onHandQty: 298, expiryDate: '2028-09-02', firstInTime: '2026-09-18 14:10:00' });
const IC05 = chip('B20261105-001', { onHandQty: 1500, expiryDate: '2028-10-11', firstInTime: '2026-11-05 10:30:00' });
const EXPIRED = chip('B20241108-IC01', { onHandQty: 35, expiryDate: '2026-11-08', firstInTime: '2026-02-01 08:00:00' });
const FROZEN = chip('B20260610-IC01', { qualityState: 'FROZEN' as const, onHandQty: 90, expiryDate: '2028-05-31' });

describe('the batch suggestion (docs/design/scm-storage.md → Batch suggestion)', () => {
  it('follows FEFO with a shelf life, FIFO without, nothing on the 先进先出禁用 list', () => {
    expect(suggestRule(730, false)).toBe('FEFO');
    expect(suggestRule(null, false)).toBe('FIFO');
    expect(suggestRule(365, true)).toBe('NONE');
  });

  it('orders by 有效期至 under FEFO even against the receipt order, leaving out expired and frozen lots', () => {
    const later = chip('B20261001-IC03', { expiryDate: '2028-12-01', firstInTime: '2026-08-01 08:00:00' });
    expect(orderCandidates([IC05, EXPIRED, later, FROZEN, IC02], 'FEFO', TODAY).map((r) => r.batchNo)).toEqual([
      'B20260918-IC02',
      'B20261105-001',
      'B20261001-IC03',
    ]);
  });

  it('orders by first 入库 under FIFO and by location where no order applies', () => {
    const a = chip('A', { firstInTime: '2026-11-20 08:00:00', locationCode: 'E1-02-01' });
    const b = chip('B', { firstInTime: '2026-11-03 08:00:00', locationCode: 'E1-09-01' });
    expect(orderCandidates([a, b], 'FIFO', TODAY).map((r) => r.batchNo)).toEqual(['B', 'A']);
    expect(orderCandidates([b, a], 'NONE', TODAY).map((r) => r.batchNo)).toEqual(['A', 'B']);
  });

  it('fills the quantity from the first candidate on and says what is short', () => {
    const { picks, shortQty } = fillSuggestion([IC02, IC05], 302, 0);
    expect(picks.map((p) => [p.row.batchNo, p.qty])).toEqual([
      ['B20260918-IC02', 298],
      ['B20261105-001', 4],
    ]);
    expect(shortQty).toBe(0);
    expect(fillSuggestion([IC02], 302, 0).shortQty).toBe(4);
    expect(fillSuggestion([chip('K', { onHandQty: 1.25 })], 2, 3)).toEqual({
      picks: [{ row: expect.anything(), qty: 1.25 }],
      shortQty: 0.75,
    });
  });

  it('refuses expired, 待检 / 不合格 / 冻结 and held stock with the server’s words; a scrap takes expired and 不合格', () => {
    expect(issueRefusal(EXPIRED, TODAY)).toBe('批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料');
    expect(issueRefusal(FROZEN, TODAY)).toBe('批次 B20260610-IC01 质量状态为冻结，不能发料');
    expect(issueRefusal(chip('L', { lockedQty: 100 }), TODAY)).toBe(
      '批次 L 在 E2-01-01 没有可用库存（锁定、隔离或已分配）',
    );
    expect(issueRefusal(IC02, TODAY)).toBeUndefined();
    expect(issueRefusal(EXPIRED, TODAY, 'SCRAP')).toBeUndefined();
    expect(
      issueRefusal(chip('N', { qualityState: 'REJECTED', isolationLocation: true, isolatedQty: 100 }), TODAY, 'SCRAP'),
    ).toBeUndefined();
    expect(issueRefusal(FROZEN, TODAY, 'SCRAP')).toBe('批次 B20260610-IC01 质量状态为冻结，不能发料');
  });

  it('asks a reason for another batch than the suggested one, except where no order applies', () => {
    expect(needsReason('FEFO', 'B20260918-IC02', 'B20261105-001')).toBe(true);
    expect(needsReason('FEFO', 'B20260918-IC02', 'B20260918-IC02')).toBe(false);
    expect(needsReason('NONE', 'B20260918-IC02', 'B20261105-001')).toBe(false);
  });
});
