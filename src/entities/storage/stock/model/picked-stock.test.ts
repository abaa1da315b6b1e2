import { describe, expect, it } from 'vitest';
import { pickedFigures, pickedStockColumns, pickedStockOf, pickedStockOfDetail } from './picked-stock';
import type { StStock } from './types';

// openapi/examples/scm/stStockPage.yaml: the connectors on E1-01-01.
const connectors = {
  id: '1716352000000580001',
  houseId: '1716352000000400802',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  batchNo: 'B20261126-001',
  qualityState: 'QUALIFIED',
  uomName: '个',
  uomPrecision: 0,
  onHandQty: 2452,
  lockedQty: 10,
  isolatedQty: 0,
  allocatedQty: 2,
  locationId: '1716352000000401009',
  locationCode: 'E1-01-01',
  locationName: '防静电区 1 号货架第 1 层',
} as StStock;

describe('a stock row picked for a 移库 or 调拨 line', () => {
  it('has no figures before a row is picked, and the row’s after', () => {
    expect(pickedFigures({})).toBeUndefined();
    expect(pickedFigures(pickedStockOf(connectors))).toEqual({
      qualityState: 'QUALIFIED',
      onHandQty: 2452,
      lockedQty: 10,
      isolatedQty: 0,
      allocatedQty: 2,
      uomPrecision: 0,
    });
  });

  it('is the same on a line edited again, its location read under the detail’s own names', () => {
    const picked = pickedStockOf(connectors);
    const { stockId, ...shown } = picked;
    expect(stockId).toBe(connectors.id);
    expect(
      pickedStockOfDetail(connectors, {
        houseId: connectors.houseId,
        locationId: connectors.locationId,
        locationCode: connectors.locationCode,
        locationName: connectors.locationName,
      }),
    ).toEqual(shown);
    // 调拨's detail names only the source location's code.
    expect(
      pickedStockOfDetail(connectors, { houseId: connectors.houseId, locationCode: 'E1-01-01' }),
    ).not.toHaveProperty('locationId');
  });

  it('shows the picked row as 物料 · 批次 and its state', () => {
    const [stock, state] = pickedStockColumns();
    expect(stock?.text?.(pickedStockOf(connectors))).toBe('EL-CN-DB15F 连接器 · B20261126-001');
    expect(stock?.text?.({})).toBe('');
    expect(state?.text?.(pickedStockOf(connectors))).toBe('合格');
  });
});
