import { describe, expect, it } from 'vitest';
import type { StStock } from '@/entities/storage/stock';
import { moveSchema, newMove } from '../ui/MoveForm';
import { moveLineQtyProblem, otherHouseProblem, sameLocationProblem, stockOfLine, type MoveLine } from './move-lines';

// openapi/examples/scm/stStockPage.yaml: the connectors on E1-01-01 (可用 2452) and the pending capacitors.
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
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  locationId: '1716352000000401009',
  locationCode: 'E1-01-01',
  locationName: '防静电区 1 号货架第 1 层',
} as StStock;
const line: MoveLine = { ...stockOfLine(connectors), toLocationId: '1716352000000401010', qty: 1000, remark: '' };

describe('移库明细 rules (docs/design/scm-storage.md → 库存移动)', () => {
  it('moves more than 0 and no more than 可用 at the source (1018031 without the line, which the grid adds)', () => {
    expect(moveLineQtyProblem(3000, line)).toBe('移库数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）');
    expect(moveLineQtyProblem(0, line)).toBe('移库数量必须大于 0');
    expect(moveLineQtyProblem(2452, line)).toBeUndefined();
    // 待检 stock moves with its state, within 在库 − 已分配.
    expect(moveLineQtyProblem(30000, { ...line, qualityState: 'PENDING', onHandQty: 30000 })).toBeUndefined();
  });

  it('refuses the source as target, and a row of another warehouse', () => {
    expect(sameLocationProblem('1716352000000401009', line)).toBe('到库位不能与从库位相同');
    expect(sameLocationProblem('1716352000000401010', line)).toBeUndefined();
    expect(otherHouseProblem(line, '1716352000000400801')).toBe('库存不在本单的仓库：跨仓库请用调拨');
    expect(otherHouseProblem(line, '1716352000000400802')).toBeUndefined();
  });

  it('sends the warehouse, the date and the contract’s lines only', () => {
    const move = { ...newMove(connectors, '2026-11-29'), lines: [line] };
    expect(moveSchema.parse(move)).toEqual({
      houseId: '1716352000000400802',
      bizDate: '2026-11-29',
      remark: null,
      lines: [{ stockId: '1716352000000580001', toLocationId: '1716352000000401010', qty: 1000, remark: null }],
    });
    const issues = moveSchema.safeParse({ ...move, lines: [{ ...line, qty: 3000, toLocationId: line.locationId }] })
      .error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.toLocationId', '到库位不能与从库位相同'],
      ['lines.0.qty', '移库数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）'],
    ]);
  });

  it('opens with the row 库存明细 sent, the whole of what may move proposed', () => {
    expect(newMove(connectors, '2026-11-29').lines).toMatchObject([{ stockId: connectors.id, qty: 2452 }]);
    expect(newMove(undefined, '2026-11-29')).toMatchObject({ houseId: '', bizDate: '2026-11-29' });
    expect(newMove(undefined, '2026-11-29').lines).toHaveLength(1);
  });
});
