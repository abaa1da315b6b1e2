import { describe, expect, it } from 'vitest';
import {
  batchProblem,
  issuableQty,
  lineOfStock,
  qtyProblem,
  reasonProblem,
  withReserve,
  type IssueRuleLine,
  type StSalesReserved,
} from './issue-lines';
import { batchChoices, type BatchChoicesInput } from './batch-choices';
import type { StIssueSuggestion, StStock } from './types';

const TODAY = '2026-11-29';

/** A stock row of the story (docs/design/scm-storage.md → The story the examples tell). */
const stock = (id: string, more: Partial<StStock>): StStock => ({
  id,
  materialId: '1716352000000400405',
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  uomName: '个',
  uomPrecision: 0,
  batchId: `b${id}`,
  batchNo: 'B',
  houseId: '1716352000000400802',
  houseCode: 'WH-DZ-01',
  houseName: '电子料仓',
  locationId: '1716352000000401012',
  locationCode: 'E2-01-01',
  locationName: '温湿度控制区 1 号货架第 1 层',
  isolationLocation: false,
  qualityState: 'QUALIFIED',
  onHandQty: 0,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  availableQty: 0,
  expiryState: 'NONE',
  ...more,
});

// 成品仓: 40 台 FG20261128-001 locked (预留) for 无锡宏达's SO-20261115-018; an older lot of 20 free.
const FG = '1716352000000400411';
const RESERVED_LOT = stock('580012', {
  materialId: FG,
  batchNo: 'FG20261128-001',
  locationCode: 'F2-01-01',
  onHandQty: 40,
  lockedQty: 40,
  firstInTime: '2026-11-28 17:30:00',
});
const OLDER_LOT = stock('580099', {
  materialId: FG,
  batchNo: 'FG20261120-001',
  locationCode: 'F2-01-02',
  onHandQty: 20,
  availableQty: 20,
  firstInTime: '2026-11-20 16:00:00',
});
const fgSuggestion: StIssueSuggestion = {
  materialId: FG,
  materialCode: 'FG-SD-750',
  materialName: '伺服驱动器',
  uomName: '台',
  uomPrecision: 0,
  requestedQty: 50,
  rule: 'FIFO',
  shortQty: 30,
  candidates: [{ ...OLDER_LOT, suggestedQty: 20 }],
};
const reservation: StSalesReserved = { ...RESERVED_LOT, lockId: '582001', lockNo: 'LK-20261128-0001', reservedQty: 40 };

// 电子料仓's chips: the expired lot, a rejected one at the isolation location.
const EXPIRED = stock('580005', {
  batchNo: 'B20241108-IC01',
  onHandQty: 35,
  availableQty: 35,
  expiryDate: '2026-11-08',
  firstInTime: '2026-02-01 08:00:00',
  shelfLifeDays: 730,
});
const GOOD = stock('580003', {
  batchNo: 'B20260918-IC02',
  onHandQty: 298,
  availableQty: 298,
  expiryDate: '2028-09-02',
  firstInTime: '2026-09-18 14:10:00',
  shelfLifeDays: 730,
});
const REJECTED = stock('580002', {
  batchNo: 'B20261126-001',
  qualityState: 'REJECTED',
  locationCode: 'E1-03-01',
  isolationLocation: true,
  onHandQty: 200,
  isolatedQty: 200,
  allocatedQty: 50,
});

describe('an issue line’s batches (docs/design/scm-storage.md → Batch suggestion, 销售出库, 其他出库)', () => {
  it('counts the customer order’s 预留 as 可用 for its issue only', () => {
    expect(issuableQty(RESERVED_LOT, 'ISSUE')).toBe(0);
    expect(issuableQty(withReserve(RESERVED_LOT, 40), 'ISSUE')).toBe(40);
    expect(issuableQty(withReserve(RESERVED_LOT, 15), 'ISSUE')).toBe(15);
  });

  it('lets a scrap take what is on hand and not locked or allocated, whatever its state', () => {
    expect(issuableQty(REJECTED, 'ISSUE')).toBe(0);
    expect(issuableQty(REJECTED, 'SCRAP')).toBe(150);
    expect(issuableQty(EXPIRED, 'SCRAP')).toBe(35);
    expect(issuableQty(RESERVED_LOT, 'SCRAP')).toBe(0);
  });

  // The one batch picker's model (batch-choices) over the server's candidates: what 销售出库 / 其他出库 list.
  const suggested = (suggestion: StIssueSuggestion, more: Omit<BatchChoicesInput, 'rows' | 'rule' | 'materialId'>) => {
    const { rule, choices, shortQty } = batchChoices({
      rows: suggestion.candidates,
      rule: suggestion.rule,
      materialId: suggestion.materialId,
      ...more,
    });
    const candidates = choices.filter((choice) => !choice.refusal);
    return { rule, candidates, refused: choices.filter((choice) => choice.refusal), shortQty };
  };

  it('adds the reserved lot to the server’s candidates in FIFO order and fills from the first', () => {
    const { rule, candidates, shortQty } = suggested(fgSuggestion, {
      reserved: [reservation],
      qty: 50,
      precision: 0,
      today: TODAY,
      purpose: 'ISSUE',
    });
    expect(rule).toBe('FIFO');
    expect(candidates.map((choice) => [choice.row.batchNo, choice.suggestedQty, choice.reservedQty])).toEqual([
      ['FG20261120-001', 20, 0],
      ['FG20261128-001', 30, 40],
    ]);
    expect(shortQty).toBe(0);
  });

  it('without the reservation the same 50 are 30 short', () => {
    const { candidates, shortQty } = suggested(fgSuggestion, { qty: 50, precision: 0, today: TODAY, purpose: 'ISSUE' });
    expect(candidates.map((choice) => choice.row.batchNo)).toEqual(['FG20261120-001']);
    expect(shortQty).toBe(30);
  });

  it('offers a scrap the expired and rejected lots, expired first under FEFO; an issue lists them greyed', () => {
    const suggestion: StIssueSuggestion = {
      ...fgSuggestion,
      materialId: '1716352000000400405',
      rule: 'FEFO',
      candidates: [GOOD, EXPIRED, REJECTED].map((row) => ({ ...row, suggestedQty: 0 })),
    };
    const input = { qty: 35, precision: 0, today: TODAY };
    const scrap = suggested(suggestion, { ...input, purpose: 'SCRAP' });
    expect(scrap.candidates.map((choice) => [choice.row.batchNo, choice.suggestedQty])).toEqual([
      ['B20241108-IC01', 35],
      ['B20260918-IC02', 0],
      ['B20261126-001', 0],
    ]);
    const issue = suggested(suggestion, { ...input, purpose: 'ISSUE' });
    expect(issue.candidates.map((choice) => choice.row.batchNo)).toEqual(['B20260918-IC02']);
    expect(issue.refused.map((choice) => choice.row.batchNo)).toEqual(['B20241108-IC01', 'B20261126-001']);
  });
});

describe('an issue line’s rules, with the server’s messages', () => {
  const line = (row: StStock & { reservedQty?: number }, more: Partial<IssueRuleLine> = {}): IssueRuleLine => ({
    ...lineOfStock(row, { batchNo: row.batchNo, rule: 'FEFO' }),
    qty: 35,
    reason: null,
    ...more,
  });

  it('refuses an expired lot except for a scrap (1018202), a rejected one except for a scrap (1018203)', () => {
    expect(batchProblem(line(EXPIRED), TODAY, 'ISSUE')).toBe(
      '批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料',
    );
    expect(batchProblem(line(EXPIRED), TODAY, 'SCRAP')).toBeUndefined();
    expect(batchProblem(line(REJECTED), TODAY, 'ISSUE')).toBe('批次 B20261126-001 质量状态为不合格，不能发料');
    expect(batchProblem(line(REJECTED), TODAY, 'SCRAP')).toBeUndefined();
    expect(batchProblem({ qty: 3 }, TODAY, 'ISSUE')).toBeUndefined();
  });

  it('refuses more than the batch has to give (1018204), naming the order’s 预留', () => {
    const reserved = line({ ...withReserve(RESERVED_LOT, 40), reservedQty: 40 }, { qty: 60 });
    expect(qtyProblem(reserved, 'ISSUE')).toBe(
      '出库 60 超过批次 FG20261128-001 在 F2-01-01 的可用 40（在库 40，锁定 40，其中本单销售订单预留 40，隔离 0，已分配 0）',
    );
    expect(qtyProblem({ ...reserved, qty: 40 }, 'ISSUE')).toBeUndefined();
    expect(qtyProblem(line(RESERVED_LOT, { qty: 1 }), 'ISSUE')).toBe(
      '出库 1 超过批次 FG20261128-001 在 F2-01-01 的可用 0（在库 40，锁定 40，隔离 0，已分配 0）',
    );
  });

  it('asks a reason for another batch than the suggested one (1018201), none where no order applies', () => {
    const other = line(GOOD, { suggestedBatchNo: 'B20261105-001', rule: 'FEFO' });
    expect(reasonProblem(other)).toBe('未按先进先出（FEFO）选批，请填写原因');
    expect(reasonProblem({ ...other, reason: 'B20261105-001 留给返修订单' })).toBeUndefined();
    expect(reasonProblem({ ...other, reason: '  ' })).toBe('未按先进先出（FEFO）选批，请填写原因');
    expect(reasonProblem({ ...other, rule: 'NONE' })).toBeUndefined();
    expect(reasonProblem(line(GOOD))).toBeUndefined();
  });
});
