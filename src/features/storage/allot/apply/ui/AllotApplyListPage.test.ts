import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { AllotApplyList } from './AllotApplyListPage';

const form = declaredForm(AllotApplyList);

// The connectors of E1-01-01 (openapi/examples/scm/stStockPage.yaml), 合格 2452, as a picked line holds them.
const line = {
  stockId: '1716352000000580001',
  toLocationId: '1716352000000401019',
  qty: 500,
  remark: '',
  houseId: '1716352000000400802',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  batchNo: 'B20261126-001',
  qualityState: 'QUALIFIED' as const,
  uomName: '个',
  uomPrecision: 0,
  onHandQty: 2452,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  locationCode: 'E1-01-01',
};
const values = {
  ...form.empty,
  houseId: '1716352000000400802',
  toHouseId: '1716352000000400806',
  needDate: '2026-12-01',
  reason: 'SMT 贴片线 12 月第 1 周备料',
  bizDate: '2026-11-29',
  lines: [line],
};
const messages = (input: unknown) => {
  const result = form.schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('调拨申请 form (docs/design/scm-storage-2.md → 调拨管理)', () => {
  it('sends the contract body: the lines without what the picked stock row shows', () => {
    const result = form.schema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data?.lines).toEqual([
      { stockId: '1716352000000580001', toLocationId: '1716352000000401019', qty: 500, remark: null },
    ]);
  });
  it('refuses the same warehouse on both ends (1018402)', () => {
    expect(messages({ ...values, toHouseId: values.houseId })).toContain('调出仓库与调入仓库不能相同');
  });
  it('refuses a line above 可用 with the figures (1018401)', () => {
    expect(messages({ ...values, lines: [{ ...line, qty: 3000 }] }).join(' ')).toContain(
      '调拨数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）',
    );
  });
});
