import { describe, expect, it } from 'vitest';
import { batchProblem, type StStock } from '@/entities/storage/stock';
import { purposeOf, scrapLineOf, unfitLines } from './scrap';

// 电子料仓's 35 EL-IC-F407 of B20241108-IC01, expired on 2026-11-08 (docs/design/scm-storage.md → The story).
const EXPIRED: StStock = {
  id: '1716352000000580005',
  materialId: '1716352000000400405',
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  specification: 'STM32F407VGT6 LQFP-100',
  uomName: '个',
  uomPrecision: 0,
  batchId: '1716352000000581005',
  batchNo: 'B20241108-IC01',
  houseId: '1716352000000400802',
  houseCode: 'WH-DZ-01',
  houseName: '电子料仓',
  locationId: '1716352000000401012',
  locationCode: 'E2-01-01',
  locationName: '温湿度控制区 1 号货架第 1 层',
  isolationLocation: false,
  qualityState: 'QUALIFIED',
  onHandQty: 35,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  availableQty: 35,
  expiryDate: '2026-11-08',
  shelfLifeDays: 730,
  expiryState: 'EXPIRED',
  firstInTime: '2026-02-01 08:00:00',
};
// The 200 rejected connectors at the isolation location, 50 of them on a submitted return.
const REJECTED: StStock = {
  ...EXPIRED,
  id: '1716352000000580002',
  batchNo: 'B20261126-001',
  locationCode: 'E1-03-01',
  isolationLocation: true,
  qualityState: 'REJECTED',
  onHandQty: 200,
  isolatedQty: 200,
  allocatedQty: 50,
  availableQty: 0,
  expiryDate: null,
  expiryState: 'NONE',
};
const TODAY = '2026-11-29';

describe('其他出库 报废 (docs/design/scm-storage.md → 其他出库)', () => {
  it('issues for a scrap only when the 类型 is 报废', () => {
    expect(purposeOf('SCRAP')).toBe('SCRAP');
    expect(purposeOf('SAMPLE')).toBe('ISSUE');
    expect(purposeOf(null)).toBe('ISSUE');
  });

  it('brings the expired row from 效期查询 as a whole line, allowed for the scrap, refused otherwise (1018202)', () => {
    const line = scrapLineOf(EXPIRED);
    expect(line).toMatchObject({ materialId: EXPIRED.materialId, stockId: EXPIRED.id, qty: 35, reason: '' });
    expect(line.suggestedBatchNo).toBe('B20241108-IC01');
    expect(batchProblem(line, TODAY, 'SCRAP')).toBeUndefined();
    expect(batchProblem(line, TODAY, 'ISSUE')).toBe('批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料');
  });

  it('checks the saved lines against their stock rows for the 类型', () => {
    const lines = [
      { stockId: EXPIRED.id, qty: 35 },
      { stockId: REJECTED.id, qty: 160 },
    ];
    expect(unfitLines(lines, [EXPIRED, REJECTED], 'ISSUE', TODAY)).toEqual([
      '第 1 行 批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料',
      '第 2 行 批次 B20261126-001 质量状态为不合格，不能发料',
    ]);
    expect(unfitLines(lines, [EXPIRED, REJECTED], 'SCRAP', TODAY)).toEqual([
      '第 2 行 出库 160 超过批次 B20261126-001 在 E1-03-01 的可用 150（在库 200，锁定 0，隔离 200，已分配 50）',
    ]);
    expect(unfitLines([{ stockId: REJECTED.id, qty: 150 }], [EXPIRED, REJECTED], 'SCRAP', TODAY)).toEqual([]);
    expect(unfitLines(lines, [], 'ISSUE', TODAY)).toEqual([]);
  });
});
