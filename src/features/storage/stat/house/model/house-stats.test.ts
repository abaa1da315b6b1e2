import { describe, expect, it } from 'vitest';
import { detailLink, grandTotal, groupStats, mergeQuantities, type HouseStatRow } from './house-stats';

const EL = '1716352000000400802';
const RM = '1716352000000400801';
const row = (
  houseId: string,
  houseName: string,
  groupId: string,
  groupName: string,
  amount: number,
  quantities: HouseStatRow['quantities'],
  materialCount = 1,
  batchCount = 1,
): HouseStatRow => ({
  houseId,
  houseCode: houseId.slice(-3),
  houseName,
  materialGroupId: groupId,
  materialGroupName: groupName,
  materialCount,
  batchCount,
  quantities,
  amount,
});

// The example's 2026-11-29 (docs/design/scm-storage-2.md → 统计分析), 原料仓 and 成品仓 left out.
const rows = [
  row(EL, '电子料仓', '103', '电子元器件', 85791.9, [{ uomName: '个', uomPrecision: 0, qty: 94575 }], 4, 7),
  row(EL, '电子料仓', '112', '辅料', 1632, [{ uomName: '卷', uomPrecision: 0, qty: 24 }]),
  row(
    RM,
    '原材料一号仓',
    '102',
    '金属材料',
    48495.75,
    [
      { uomName: '千克', uomPrecision: 3, qty: 4052.812 },
      { uomName: '根', uomPrecision: 0, qty: 300 },
    ],
    2,
    2,
  ),
  row(RM, '原材料一号仓', '112', '辅料', 0.3, [{ uomName: '卷', uomPrecision: 0, qty: 1 }]),
];

describe('groupStats', () => {
  it('by warehouse: each warehouse the sum of its groups, biggest first, units never added together', () => {
    const [el, rm] = groupStats(rows, 'house');
    expect(el).toMatchObject({ name: '电子料仓', houseId: EL, amount: 87423.9, materialCount: 5, batchCount: 8 });
    expect(el?.children?.map((c) => c.name)).toEqual(['电子元器件', '辅料']);
    expect(rm?.amount).toBe(48496.05);
    expect(rm?.quantities).toEqual([
      { uomName: '千克', uomPrecision: 3, qty: 4052.812 },
      { uomName: '根', uomPrecision: 0, qty: 300 },
      { uomName: '卷', uomPrecision: 0, qty: 1 },
    ]);
  });

  it('by group: a group across warehouses, its children the warehouses', () => {
    const groups = groupStats(rows, 'group');
    const aux = groups.find((g) => g.name === '辅料');
    expect(aux).toMatchObject({ materialGroupId: '112', amount: 1632.3, quantities: [{ uomName: '卷', qty: 25 }] });
    expect(aux?.children?.map((c) => c.name)).toEqual(['电子料仓', '原材料一号仓']);
  });

  it('adds up: Σ parents = Σ rows = 合计, either way', () => {
    const total = grandTotal(rows);
    expect(total.amount).toBe(135919.95);
    for (const view of ['house', 'group'] as const) {
      const parents = groupStats(rows, view);
      expect(parents.reduce((fen, p) => fen + Math.round(p.amount * 100), 0) / 100).toBe(total.amount);
      expect(parents.reduce((n, p) => n + p.batchCount, 0)).toBe(total.batchCount);
    }
  });
});

describe('mergeQuantities', () => {
  it('adds a unit’s quantities without float drift', () => {
    expect(
      mergeQuantities([
        [{ uomName: '千克', uomPrecision: 3, qty: 0.1 }],
        [{ uomName: '千克', uomPrecision: 3, qty: 0.2 }],
      ]),
    ).toEqual([{ uomName: '千克', uomPrecision: 3, qty: 0.3 }]);
  });
});

describe('detailLink', () => {
  it('opens 库存明细 with the warehouse and the group as its conditions', () => {
    expect(detailLink({ houseId: EL, materialGroupId: '103' })).toBe(
      `/storage/inventory/query/detailList?houseIds=${EL}&materialGroupId=103`,
    );
    expect(detailLink({ houseId: EL })).toBe(`/storage/inventory/query/detailList?houseIds=${EL}`);
  });
});
