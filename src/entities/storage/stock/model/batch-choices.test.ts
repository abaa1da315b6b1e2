import { describe, expect, it } from 'vitest';
import { batchChoices, reasonAskedText, ruleText } from './batch-choices';
import type { IssuePurpose } from './suggest';
import type { StStock, StSuggestRule } from './types';

const TODAY = '2026-11-29';
// The story's EL-IC-F407 rows in 电子料仓 (openapi/examples/scm/stStockPage.yaml), as many fields as the picker reads.
const chip = (batchNo: string, more: Partial<StStock>): StStock => ({
  id: batchNo,
  materialId: '1716352000000400405',
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  uomName: '个',
  uomPrecision: 0,
  batchId: batchNo,
  batchNo,
  houseId: '1716352000000400802',
  houseCode: 'WH-DZ-01',
  houseName: '电子料仓',
  locationId: '1716352000000401012',
  locationCode: 'E2-01-01',
  locationName: '温湿度控制区 1 号货架第 1 层',
  isolationLocation: false,
  qualityState: 'QUALIFIED',
  onHandQty: 100,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  availableQty: 100,
  expiryState: 'NORMAL',
  shelfLifeDays: 730,
  ...more,
});
const IC02 = chip('B20260918-IC02', { onHandQty: 298, expiryDate: '2028-09-02', firstInTime: '2026-09-18 14:10:00' });
const IC05 = chip('B20261105-001', { onHandQty: 1500, expiryDate: '2028-10-11', firstInTime: '2026-11-05 10:30:00' });
const EXPIRED = chip('B20241108-IC01', { onHandQty: 35, expiryDate: '2026-11-08', firstInTime: '2026-02-01 08:00:00' });
const FROZEN = chip('B20260610-IC01', { qualityState: 'FROZEN', onHandQty: 90, expiryDate: '2028-05-31' });
const LOCKED = chip('B20261001-IC03', { onHandQty: 50, lockedQty: 50, expiryDate: '2028-09-30' });

const view = (rows: StStock[], rule: StSuggestRule, purpose: IssuePurpose = 'ISSUE') =>
  batchChoices({ rows, rule, today: TODAY, purpose, materialId: '1716352000000400405' }).choices.map(
    ({ row, suggested, refusal }) => [row.batchNo, suggested, refusal ?? ''],
  );

describe('the batch picker’s rows (docs/design/scm-storage.md → Batch suggestion)', () => {
  it('lists the candidates in FEFO order, the first suggested, then what cannot be issued with why', () => {
    expect(view([EXPIRED, IC05, FROZEN, LOCKED, IC02], 'FEFO')).toEqual([
      ['B20260918-IC02', true, ''],
      ['B20261105-001', false, ''],
      ['B20241108-IC01', false, '批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料'],
      ['B20260610-IC01', false, '批次 B20260610-IC01 质量状态为冻结，不能发料'],
      ['B20261001-IC03', false, '批次 B20261001-IC03 在 E2-01-01 没有可用库存（锁定、隔离或已分配）'],
    ]);
  });

  it('suggests nothing where no order applies (先进先出禁用), and offers expired stock to a scrap', () => {
    expect(view([IC05, IC02], 'NONE').map(([, suggested]) => suggested)).toEqual([false, false]);
    expect(view([IC02, EXPIRED], 'FEFO', 'SCRAP')).toEqual([
      ['B20241108-IC01', true, ''],
      ['B20260918-IC02', false, ''],
    ]);
  });

  it('says the rule and asks the reason in the server’s words (1018201)', () => {
    expect(ruleText('FEFO')).toBe('按先到期先出（FEFO）建议：有效期至早的批次在前');
    expect(ruleText('FIFO')).toBe('按先进先出（FIFO）建议：先入库的批次在前');
    expect(ruleText('NONE')).toBe('该物料在本仓先进先出禁用：不排序，不问原因');
    expect(reasonAskedText('FEFO')).toBe('未按先进先出（FEFO）选批，请填写原因');
    expect(reasonAskedText('FIFO')).toBe('未按先进先出（FIFO）选批，请填写原因');
  });
});
