import {
  moveLimit,
  moveQtyProblem,
  pickedFigures,
  pickedStockColumns,
  pickedStockOf,
  pickedStockOfDetail,
  type PickedStock,
  type StStock,
} from '@/entities/storage/stock';
import type { stMove, StMoveDetailData, StMovePageData } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';

/** A move as the list shows it, and its detail with lines and ledger rows (openapi/scm/storage-mgmt.yaml → StMove). */
export type MoveRow = StMovePageData['rows'][number];
export type MoveDetail = StMoveDetailData;

/** A line as the contract takes it (StMoveForm.lines). */
export type MoveLineInput = FormValues<typeof stMove>['lines'][number];

/**
 * A line as the grid holds it: the contract's fields, and what the picked stock row shows beside them (material,
 * batch, state, 从库位 and its figures), which the save leaves out.
 */
export type MoveLine = MoveLineInput & PickedStock;

/** A stock row picked for a line: its id and what the line shows of it. */
export const stockOfLine = (stock: StStock): Omit<MoveLine, 'toLocationId' | 'qty' | 'remark'> => pickedStockOf(stock);

/** An edited move's line (from its detail, which carries the source's figures now). */
export function lineOfMove(line: MoveDetail['lines'][number], houseId: string): MoveLine {
  return {
    stockId: line.stockId,
    toLocationId: line.toLocationId,
    qty: line.qty,
    remark: line.remark ?? '',
    ...pickedStockOfDetail(line, {
      houseId,
      locationId: line.fromLocationId,
      locationCode: line.fromLocationCode,
      locationName: line.fromLocationName,
    }),
  };
}

/** 数量: > 0 (the facts say ≥ 0), then within 可用 at the source (1018031's words, the grid adds the line). */
export function moveLineQtyProblem(value: unknown, line: MoveLine): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (value <= 0) return '移库数量必须大于 0';
  return moveQtyProblem(value, pickedFigures(line));
}

/** 到库位 ≠ 从库位 (1018032). */
export function sameLocationProblem(value: unknown, line: MoveLine): string | undefined {
  return value && line.locationId && value === line.locationId ? '到库位不能与从库位相同' : undefined;
}

/** A line's stock must lie in the document's warehouse: other warehouses are 调拨 (1018033). */
export function otherHouseProblem(line: MoveLine, houseId: string | null | undefined): string | undefined {
  return line.houseId && houseId && line.houseId !== houseId ? '库存不在本单的仓库：跨仓库请用调拨' : undefined;
}

/**
 * 移库明细's columns (docs/design/scm-storage.md → 库存移动): the stock row picked (物料 · 批次, its state, 从库位 and
 * what may move from it), 到库位 (≠ 从库位), 数量 in the unit's decimals within that limit, 备注. `useMoveLineColumns`
 * binds the picker and the 到库位 options to the header's warehouse.
 */
export const MOVE_LINE_COLUMNS: readonly GridColumn<MoveLine>[] = [
  ...pickedStockColumns(),
  {
    key: 'locationCode',
    title: '从库位',
    kind: 'readonly',
    width: 100,
  },
  {
    key: 'movable',
    title: '可移',
    width: 90,
    align: 'right',
    value: (line) => {
      const figures = pickedFigures(line);
      return figures ? moveLimit(figures) : null;
    },
    decimals: (line) => (line.uomPrecision === undefined ? undefined : { places: line.uomPrecision }),
  },
  { key: 'toLocationId', title: '到库位', kind: 'select', width: 200, rule: sameLocationProblem },
  {
    key: 'qty',
    title: '数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: (line) =>
      line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
    rule: moveLineQtyProblem,
  },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 60 },
  { key: 'remark', title: '备注', width: 150 },
];
