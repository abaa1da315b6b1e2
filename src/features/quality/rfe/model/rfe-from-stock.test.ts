import { describe, expect, it } from 'vitest';
import { rfeFromStock } from './rfe-from-stock';

// Two of storage's stock rows (openapi/examples/scm/stStockPage.yaml): the expired chip and the PA66 near its date.
const chip = {
  batchId: '1716352000000581005',
  batchNo: 'B20241108-IC01',
  locationId: '1716352000000401012',
  materialId: '1716352000000400405',
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  uomName: '个',
  uomPrecision: 0,
  houseId: '1716352000000400802',
  onHandQty: 35,
  expiryDate: '2026-11-08',
  shelfLifeDays: 730,
};
const pa66 = {
  ...chip,
  batchId: '1716352000000581007',
  batchNo: 'B20251215-PA02',
  locationId: '1716352000000401017',
  materialId: '1716352000000400408',
  materialCode: 'PL-PA66-GF30',
  materialName: 'PA66 加纤粒料',
  uomName: '千克',
  uomPrecision: 3,
  houseId: '1716352000000400809',
  onHandQty: 850,
  expiryDate: '2026-12-15',
  shelfLifeDays: 365,
};

describe('复检申请 from 效期查询: the form starts from the batch’s stock at the location', () => {
  it('fills material, batch, warehouse, what is there and why, 来源 效期查询', () => {
    expect(rfeFromStock([pa66, chip], chip.batchId, chip.locationId, '2026-11-29')).toEqual({
      values: {
        sourceType: 'STOCK_EXPIRY',
        reason: 'SHELF_LIFE',
        reasonText: '保质期 730 天，已于 2026-11-08 到期',
        materialId: '1716352000000400405',
        batchNo: 'B20241108-IC01',
        houseId: '1716352000000400802',
        qty: 35,
        remark: '',
      },
      material: { code: 'EL-IC-F407', name: '主控芯片', uomName: '个', uomPrecision: 0 },
    });
  });

  it('says the days left of a batch near its date, and adds the states of one location together', () => {
    const frozen = { ...pa66, onHandQty: 0.1 };
    const made = rfeFromStock([pa66, frozen], pa66.batchId, pa66.locationId, '2026-11-29');
    expect(made?.values.reasonText).toBe('保质期 365 天，将于 2026-12-15 到期（剩余 16 天）');
    expect(made?.values.qty).toBe(850.1);
  });

  it('answers nothing when the batch is not at that location', () => {
    expect(rfeFromStock([chip], chip.batchId, pa66.locationId, '2026-11-29')).toBeNull();
  });
});
