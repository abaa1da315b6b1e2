import { describe, expect, it } from 'vitest';
import { pickOrder, type PickLine } from './pick-list';

const line = (lineNo: number, locationCode: string, batchNo: string, materialCode = 'FG-SD-750'): PickLine => ({
  lineNo,
  locationCode,
  locationName: locationCode,
  materialCode,
  materialName: '伺服驱动器',
  uomName: '台',
  uomPrecision: 0,
  batchNo,
  qty: 10,
});

describe('拣货单 (docs/design/scm-storage.md → 销售出库)', () => {
  it('walks the shelves in location order, then material, batch and line', () => {
    const lines = [
      line(1, 'F2-01-02', 'FG20261128-001'),
      line(2, 'F2-01-01', 'FG20261128-002'),
      line(3, 'F2-01-01', 'FG20261128-001'),
      line(4, 'F1-03-01', 'B20261126-001', 'EL-CN-DB15F'),
    ];
    expect(pickOrder(lines).map((one) => one.lineNo)).toEqual([4, 3, 2, 1]);
    expect(lines.map((one) => one.lineNo)).toEqual([1, 2, 3, 4]);
  });
});
