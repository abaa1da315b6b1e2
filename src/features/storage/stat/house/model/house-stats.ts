import { sumAmounts } from '@/entities/storage/stat';
import type { StStatHouseQueryData } from '@/shared/api';

export type HouseStatRow = StStatHouseQueryData['rows'][number];
export type UnitQty = HouseStatRow['quantities'][number];
/** 按仓库 (a warehouse's groups under it) or 按物料组 (a group's warehouses under it). */
export type StatView = 'house' | 'group';

/** A line of the table: a warehouse or a group with its figures, and the house × group rows under it. */
export interface StatNode {
  key: string;
  name: string;
  houseId?: string;
  materialGroupId?: string;
  materialCount: number;
  batchCount: number;
  /** 在库 per unit: quantities of different units are never added (docs/design/scm-storage-2.md → 统计分析). */
  quantities: UnitQty[];
  amount: number;
  children?: StatNode[];
}

/** Σ per unit, in the order the units first appear; a unit keeps its decimals. */
export function mergeQuantities(lists: readonly (readonly UnitQty[])[]): UnitQty[] {
  const byUnit = new Map<string, UnitQty>();
  for (const q of lists.flat()) {
    const seen = byUnit.get(q.uomName);
    if (!seen) byUnit.set(q.uomName, { ...q });
    else {
      const scale = 10 ** Math.max(seen.uomPrecision, q.uomPrecision);
      seen.qty = (Math.round(seen.qty * scale) + Math.round(q.qty * scale)) / scale;
      seen.uomPrecision = Math.max(seen.uomPrecision, q.uomPrecision);
    }
  }
  return [...byUnit.values()];
}

/** The figures of several lines added: amounts in fen, quantities per unit. 物料数 is a sum over distinct (house, group). */
function total(
  key: string,
  name: string,
  lines: readonly { materialCount: number; batchCount: number; quantities: readonly UnitQty[]; amount: number }[],
) {
  return {
    key,
    name,
    materialCount: lines.reduce((n, l) => n + l.materialCount, 0),
    batchCount: lines.reduce((n, l) => n + l.batchCount, 0),
    quantities: mergeQuantities(lines.map((l) => l.quantities)),
    amount: sumAmounts(lines.map((l) => l.amount)),
  };
}

const leaf = (row: HouseStatRow, view: StatView): StatNode => ({
  ...total(`${row.houseId}:${row.materialGroupId}`, view === 'house' ? row.materialGroupName : row.houseName, [row]),
  houseId: row.houseId,
  materialGroupId: row.materialGroupId,
});

/**
 * The rows grouped by warehouse or by group, each parent the sum of its children, biggest amount first (the chart
 * reads in the same order).
 */
export function groupStats(rows: readonly HouseStatRow[], view: StatView): StatNode[] {
  const parents = new Map<string, { name: string; rows: HouseStatRow[] }>();
  for (const row of rows) {
    const [id, name] = view === 'house' ? [row.houseId, row.houseName] : [row.materialGroupId, row.materialGroupName];
    const parent = parents.get(id) ?? { name, rows: [] };
    parent.rows.push(row);
    parents.set(id, parent);
  }
  return [...parents]
    .map(([id, { name, rows: own }]) => {
      const children = own.map((r) => leaf(r, view)).sort((a, b) => b.amount - a.amount);
      return {
        ...total(id, name, children),
        ...(view === 'house' ? { houseId: id } : { materialGroupId: id }),
        children,
      };
    })
    .sort((a, b) => b.amount - a.amount);
}

/** 合计 of the whole answer: Σ rows, the same figures the parents add up to. */
export function grandTotal(rows: readonly HouseStatRow[]): StatNode {
  return total('total', '合计', rows);
}

/**
 * The drill into 库存明细 (`st.inventoryDetail`): its list reads its conditions from the URL (`?houseIds=&materialGroupId=`).
 */
export function detailLink(node: Pick<StatNode, 'houseId' | 'materialGroupId'>): string {
  const params = new URLSearchParams();
  if (node.houseId) params.set('houseIds', node.houseId);
  if (node.materialGroupId) params.set('materialGroupId', node.materialGroupId);
  return `/storage/inventory/query/detailList?${params.toString()}`;
}
