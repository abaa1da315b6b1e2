import { describe, expect, it } from 'vitest';
import type { StLocation } from '@/entities/storage/stock';
import { alreadyIsolated, isolationTargets, releaseQtyProblem, stillIsolated } from './isolation';

const location = (id: string, code: string, houseId: string, isolation: boolean, status = 0): StLocation =>
  ({ id, code, name: code, houseId, houseCode: houseId, houseName: houseId, isolation, status }) as StLocation;
// openapi/examples/scm/stLocationList.yaml (a part): 电子料仓's shelves with E1-03-01, 不良品仓's NG-01, 原材料一号仓.
const locations = [
  location('9', 'E1-01-01', 'DZ', false),
  location('11', 'E1-03-01', 'DZ', true),
  location('14', 'NG-01', 'NG', true),
  location('1', 'A-01-01', 'RM', false),
  location('20', 'RM-ISO', 'RM', true, 1),
];

describe('库存隔离 rules (docs/design/scm-storage.md → 库存隔离)', () => {
  it('isolates into the warehouse’s own enabled isolation locations or 不良品仓', () => {
    expect(isolationTargets(locations, 'DZ').map((l) => l.code)).toEqual(['E1-03-01', 'NG-01']);
    expect(isolationTargets(locations, 'RM').map((l) => l.code)).toEqual(['NG-01']);
    expect(isolationTargets(locations, undefined)).toEqual([]);
  });

  it('releases no more than is still isolated', () => {
    const row = { qty: 200, releasedQty: 0, uomPrecision: 0 };
    expect(releaseQtyProblem(300, row)).toBe('释放数量 300 超过隔离中 200');
    expect(releaseQtyProblem(200, row)).toBeUndefined();
    expect(stillIsolated({ qty: 12.5, releasedQty: 2.25, uomPrecision: 3 })).toBe(10.25);
  });

  it('does not isolate what lies on an isolation location already', () => {
    expect(alreadyIsolated({ isolationLocation: true, locationCode: 'E1-03-01' })).toBe(
      '库存已在隔离库位 E1-03-01，不用再隔离',
    );
    expect(alreadyIsolated({ isolationLocation: false, locationCode: 'E1-01-01' })).toBeUndefined();
  });
});
