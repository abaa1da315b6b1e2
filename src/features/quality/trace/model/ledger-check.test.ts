import { describe, expect, it } from 'vitest';
import { ledgerProblems } from './ledger-check';
import type { LedgerRow } from './trace-types';

const SHELF_1 = '防静电区 1 号货架第 1 层';
const SHELF_3 = '防静电区 3 号货架第 1 层';

/** A row of batch B20261126-001's ledger (openapi/examples/scm/qmTraceQuery.yaml), the fields the check reads. */
function row(
  id: number,
  txnTime: string,
  qualityState: LedgerRow['qualityState'],
  direction: LedgerRow['direction'],
  qty: number,
  beforeQty: number,
  afterQty: number,
  more: Partial<LedgerRow> = {},
): LedgerRow {
  return {
    id: `1716352000000555${String(id).padStart(3, '0')}`,
    txnType: 'QC_STATE',
    txnTypeName: '质量状态变更',
    sourceType: 'IQC',
    sourceId: '1716352000000531007',
    sourceNo: 'IQC-20261126-0007',
    materialId: '1716352000000400407',
    materialCode: 'EL-CN-DB15F',
    materialName: '连接器',
    uomName: '个',
    batchNo: 'B20261126-001',
    houseId: '1716352000000400802',
    houseName: '电子料仓',
    areaId: '1716352000000400903',
    locationId: null,
    locationName: SHELF_1,
    qualityState,
    direction,
    qty,
    beforeQty,
    afterQty,
    operatorName: '系统',
    txnTime,
    ...more,
  };
}

// The connector batch: 3000 in (待检) → 3000 to 不合格 → 2800 released to 合格 → 200 moved to 3 号货架 → 46 and 302 issued.
const CONNECTOR_LEDGER: LedgerRow[] = [
  row(1, '2026-11-26 10:20:00', 'PENDING', 'IN', 3000, 0, 3000, {
    txnTypeName: '采购入库',
    sourceNo: 'GR-20261126-0003',
  }),
  row(2, '2026-11-26 17:10:00', 'PENDING', 'OUT', 3000, 3000, 0),
  row(3, '2026-11-26 17:10:00', 'REJECTED', 'IN', 3000, 0, 3000),
  row(4, '2026-11-27 09:52:00', 'REJECTED', 'OUT', 2800, 3000, 200),
  row(5, '2026-11-27 09:52:00', 'QUALIFIED', 'IN', 2800, 0, 2800),
  row(6, '2026-11-27 09:53:00', 'REJECTED', 'OUT', 200, 200, 0, { txnTypeName: '移库' }),
  row(7, '2026-11-27 09:53:00', 'REJECTED', 'IN', 200, 0, 200, { txnTypeName: '移库', locationName: SHELF_3 }),
  row(8, '2026-11-27 13:30:00', 'QUALIFIED', 'OUT', 46, 2800, 2754, {
    txnTypeName: '生产领料',
    sourceNo: 'MI-20261127-0004',
  }),
  row(9, '2026-11-27 15:00:00', 'QUALIFIED', 'OUT', 302, 2754, 2452, {
    txnTypeName: '生产领料',
    sourceNo: 'MI-20261127-0006',
  }),
  row(10, '2026-11-28 17:30:00', 'QUALIFIED', 'IN', 190, 0, 190, {
    materialId: '1716352000000400411',
    batchNo: 'FG20261128-001',
    houseId: '1716352000000400804',
    locationName: null,
  }),
  row(11, '2026-11-29 09:40:00', 'QUALIFIED', 'OUT', 150, 190, 40, {
    materialId: '1716352000000400411',
    batchNo: 'FG20261128-001',
    houseId: '1716352000000400804',
    locationName: null,
  }),
];

describe('ledgerProblems', () => {
  it('finds the example trace of CEC2611A08 adding up (each bucket by batch, location and quality state)', () => {
    expect(ledgerProblems(CONNECTOR_LEDGER)).toEqual([]);
  });

  it('takes the rows in time order whatever order they come in', () => {
    expect(ledgerProblems([...CONNECTOR_LEDGER].reverse())).toEqual([]);
  });

  it('names a row whose after is not its before ± its quantity', () => {
    const wrong = CONNECTOR_LEDGER.map((r) => (r.id.endsWith('555008') ? { ...r, afterQty: 2755 } : r));
    const problems = ledgerProblems(wrong);
    expect(problems[0]).toBe('2026-11-27 13:30:00 生产领料 MI-20261127-0004：变动前 2800 − 46 应为 2754，记为 2755');
    // …and the next row of the bucket no longer starts where it ended.
    expect(problems[1]).toBe(
      '2026-11-27 15:00:00 生产领料 MI-20261127-0006：变动前 2754，与上一笔 MI-20261127-0004 的变动后 2755 不衔接',
    );
    expect(problems).toHaveLength(2);
  });

  it('names a gap between two rows of one bucket (a movement missing from the ledger)', () => {
    const missing = CONNECTOR_LEDGER.filter((r) => !r.id.endsWith('555008'));
    expect(ledgerProblems(missing)).toEqual([
      '2026-11-27 15:00:00 生产领料 MI-20261127-0006：变动前 2754，与上一笔 IQC-20261126-0007 的变动后 2800 不衔接',
    ]);
  });

  it('keeps decimals of a weighed lot exact enough (kg to 3 decimals)', () => {
    const steel = [
      row(1, '2026-11-08 10:00:00', 'REJECTED', 'IN', 4200, 0, 4200),
      row(2, '2026-11-09 10:00:00', 'REJECTED', 'OUT', 4052.812, 4200, 147.188),
    ];
    expect(ledgerProblems(steel)).toEqual([]);
  });
});
