import { describe, expect, it } from 'vitest';
import { batchRoute, sourceRoute } from './source-route';

describe('sourceRoute', () => {
  it('opens the storage document list with the number as its condition', () => {
    expect(sourceRoute({ sourceType: 'ISSUE', sourceNo: 'MI-20261127-0004' })).toBe(
      '/storage/issue/manufacture?docNo=MI-20261127-0004',
    );
    expect(sourceRoute({ sourceType: 'LOCK', sourceNo: 'LK-20261128-0001' })).toBe(
      '/storage/inventory/lock?lockNo=LK-20261128-0001',
    );
  });

  it('leaves a source without a storage list unlinked', () => {
    expect(sourceRoute({ sourceType: 'IQC', sourceNo: 'IQC-20261126-0007' })).toBeNull();
  });
});

describe('batchRoute', () => {
  it('opens 库存明细 by the batch number', () => {
    expect(batchRoute({ batchNo: 'B20261126-001' })).toBe('/storage/inventory/query/detailList?batchNo=B20261126-001');
  });
});
