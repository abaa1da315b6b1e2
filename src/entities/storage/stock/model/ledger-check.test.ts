import { describe, expect, it } from 'vitest';
import { bucketChecks, ledgerProblems } from './ledger-check';
import { ST_QUALITY_STATES } from './states';
import type { StLedgerRow, StStock } from './types';

const E1_01 = { locationId: '1716352000000401009', locationName: '防静电区 1 号货架第 1 层' };
const E1_03 = { locationId: '1716352000000401011', locationName: '防静电区 3 号货架第 1 层' };

/** A row of batch B20261126-001's ledger (openapi/examples/scm/stBatchDetail.yaml), the fields the checks read. */
function row(
  id: string,
  txnTime: string,
  qualityState: StLedgerRow['qualityState'],
  direction: StLedgerRow['direction'],
  qty: number,
  beforeQty: number,
  afterQty: number,
  more: Partial<StLedgerRow> = {},
) {
  return {
    id,
    txnTime,
    txnTypeName: '质量状态变更',
    sourceNo: 'IQC-20261126-0007',
    materialId: '1716352000000400407',
    batchNo: 'B20261126-001',
    houseId: '1716352000000400802',
    ...E1_01,
    qualityState,
    measure: 'ON_HAND' as const,
    direction,
    qty,
    beforeQty,
    afterQty,
    ...more,
  };
}

// 3000 in 待检 → 不合格 → 2800 released to 合格 → 200 isolated to E1-03-01 and allocated to RT-202611-0001 → 46 and
// 302 issued: 合格 2452 at E1-01-01, 不合格 200 (已分配 200) at E1-03-01.
const LEDGER = [
  row('001', '2026-11-26 10:20:00', 'PENDING', 'IN', 3000, 0, 3000, { sourceNo: 'GR-20261126-0003' }),
  row('002', '2026-11-26 17:10:00', 'PENDING', 'OUT', 3000, 3000, 0),
  row('003', '2026-11-26 17:10:00', 'REJECTED', 'IN', 3000, 0, 3000),
  row('004', '2026-11-27 09:52:00', 'REJECTED', 'OUT', 2800, 3000, 200),
  row('005', '2026-11-27 09:52:00', 'QUALIFIED', 'IN', 2800, 0, 2800),
  row('006', '2026-11-27 09:53:00', 'REJECTED', 'OUT', 200, 200, 0, { txnTypeName: '隔离' }),
  row('007', '2026-11-27 09:53:00', 'REJECTED', 'IN', 200, 0, 200, { txnTypeName: '隔离', ...E1_03 }),
  row('A01', '2026-11-27 10:30:00', 'REJECTED', 'IN', 200, 0, 200, {
    txnTypeName: '分配',
    sourceNo: 'RT-202611-0001',
    measure: 'ALLOCATED',
    ...E1_03,
  }),
  row('008', '2026-11-27 13:30:00', 'QUALIFIED', 'OUT', 46, 2800, 2754, {
    txnTypeName: '生产发料',
    sourceNo: 'MI-20261127-0004',
  }),
  row('009', '2026-11-27 15:00:00', 'QUALIFIED', 'OUT', 302, 2754, 2452, {
    txnTypeName: '生产发料',
    sourceNo: 'MI-20261127-0006',
  }),
];

const stock = (more: Partial<StStock>) => ({
  materialId: '1716352000000400407',
  batchNo: 'B20261126-001',
  houseId: '1716352000000400802',
  ...E1_01,
  qualityState: 'QUALIFIED' as const,
  onHandQty: 0,
  lockedQty: 0,
  allocatedQty: 0,
  uomPrecision: 0,
  ...more,
});
const GOOD = stock({ onHandQty: 2452 });
const STOCKS = [GOOD, stock({ ...E1_03, qualityState: 'REJECTED', onHandQty: 200, allocatedQty: 200 })];
const label = (state: StStock['qualityState']) => ST_QUALITY_STATES[state].label;

describe('the ledger’s per-bucket check (docs/design/scm-storage.md → The one-ledger rule)', () => {
  it('finds the connectors’ ledger adding up, 已分配 counted in a bucket of its own', () => {
    expect(ledgerProblems(LEDGER)).toEqual([]);
    expect(ledgerProblems([...LEDGER].reverse())).toEqual([]);
  });

  it('names a row whose after is not its before ± its quantity, and the next row that no longer continues', () => {
    const wrong = LEDGER.map((r) => (r.id === '008' ? { ...r, afterQty: 2755 } : r));
    expect(ledgerProblems(wrong)).toEqual([
      '2026-11-27 13:30:00 生产发料 MI-20261127-0004：变动前 2800 − 46 应为 2754，记为 2755',
      '2026-11-27 15:00:00 生产发料 MI-20261127-0006：变动前 2754，与上一笔 MI-20261127-0004 的变动后 2755 不衔接',
    ]);
  });

  it('names a gap: a movement missing from a bucket', () => {
    expect(ledgerProblems(LEDGER.filter((r) => r.id !== '008'))).toEqual([
      '2026-11-27 15:00:00 生产发料 MI-20261127-0006：变动前 2754，与上一笔 IQC-20261126-0007 的变动后 2800 不衔接',
    ]);
  });

  it('keeps a weighed lot exact (kg to 3 decimals)', () => {
    const steel = [
      row('s1', '2026-11-08 10:00:00', 'REJECTED', 'IN', 4200, 0, 4200),
      row('s2', '2026-11-09 10:00:00', 'REJECTED', 'OUT', 4052.812, 4200, 147.188),
    ];
    expect(ledgerProblems(steel)).toEqual([]);
  });
});

describe('批次详情’s check line: 入 − 出 = the stock row’s figure per bucket', () => {
  it('matches 合格 2452 at E1-01-01 and 不合格 200 (已分配 200) at E1-03-01', () => {
    const checks = bucketChecks(STOCKS, LEDGER, label);
    expect(checks.map((c) => [c.where, c.inQty, c.outQty, c.net, c.stockQty, c.ok])).toEqual([
      ['防静电区 1 号货架第 1 层 · 合格 · 在库', 2800, 348, 2452, 2452, true],
      ['防静电区 3 号货架第 1 层 · 不合格 · 在库', 200, 0, 200, 200, true],
      ['防静电区 3 号货架第 1 层 · 不合格 · 已分配', 200, 0, 200, 200, true],
    ]);
  });

  it('fails a figure the rows do not add up to, and rows left in a bucket no stock row shows', () => {
    const [good] = bucketChecks([{ ...GOOD, onHandQty: 2500 }], LEDGER, label);
    expect(good).toMatchObject({ net: 2452, stockQty: 2500, ok: false });
    const orphan = bucketChecks([GOOD], LEDGER, label).filter((c) => !c.ok);
    expect(orphan.map((c) => c.where)).toEqual([
      '防静电区 3 号货架第 1 层 · 不合格 · 在库',
      '防静电区 3 号货架第 1 层 · 不合格 · 已分配',
    ]);
  });
});
