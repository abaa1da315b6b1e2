import {
  allotQtyProblem,
  availableQty,
  pickedFigures,
  pickedStockColumns,
  pickedStockOf,
  pickedStockOfDetail,
  type PickedStock,
  type StStock,
} from '@/entities/storage/stock';
import type { stAllot, StAllotDetailData, StAllotPageData } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';

/** A transfer as the list shows it, and its detail (openapi/scm/storage-allot.yaml → StAllot, StAllotDetail). */
export type AllotRow = StAllotPageData['rows'][number];
export type AllotDetail = StAllotDetailData;
export type AllotDetailLine = AllotDetail['lines'][number];

/** A line as the contract takes it (StAllotForm.lines). */
export type AllotLineInput = FormValues<typeof stAllot>['lines'][number];

/**
 * A line as the grid holds it: the contract's fields, and what the picked source stock row shows beside them
 * (material, batch, 调出库位 and its figures), which the save leaves out.
 */
export type AllotLine = AllotLineInput & PickedStock;

/** A source stock row picked for a line: its id and what the line shows of it. */
export const stockOfLine = (stock: StStock): Omit<AllotLine, 'toLocationId' | 'qty' | 'remark'> => pickedStockOf(stock);

/** An edited transfer's line (from its detail, which carries the source's figures now). */
export function lineOfAllot(line: AllotDetailLine, houseId: string): AllotLine {
  return {
    stockId: line.stockId,
    toLocationId: line.toLocationId,
    qty: line.qty,
    remark: line.remark ?? '',
    ...pickedStockOfDetail(line, { houseId, locationCode: line.fromLocationCode }),
  };
}

/** 数量 within 可用 at the source (1018401's words; the grid adds the line). */
export const allotLineQtyProblem = (value: unknown, line: AllotLine) => allotQtyProblem(value, pickedFigures(line));

/** A line's stock must lie in the 调出仓库 (the warehouse changed after picking). */
export function otherHouseProblem(line: AllotLine, houseId: string | null | undefined): string | undefined {
  return line.houseId && houseId && line.houseId !== houseId ? '库存不在调出仓库：请重新选择库存' : undefined;
}

/**
 * 调拨明细's columns (docs/design/scm-storage-2.md → 调拨管理): the source stock row (物料 · 批次, 调出库位, 可用),
 * 调入库位 (of the 调入仓库), 数量 in the unit's decimals within 可用, 备注. `useAllotLineColumns` binds the picker to
 * the 调出仓库 and the 调入库位 options to the 调入仓库.
 */
export const ALLOT_LINE_COLUMNS: readonly GridColumn<AllotLine>[] = [
  ...pickedStockColumns(),
  { key: 'locationCode', title: '调出库位', kind: 'readonly', width: 100 },
  {
    key: 'available',
    title: '可用',
    width: 90,
    align: 'right',
    value: (line) => {
      const figures = pickedFigures(line);
      return figures ? availableQty(figures, figures.uomPrecision) : null;
    },
    decimals: (line) => (line.uomPrecision === undefined ? undefined : { places: line.uomPrecision }),
  },
  { key: 'toLocationId', title: '调入库位', kind: 'select', width: 200 },
  {
    key: 'qty',
    title: '数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: (line) =>
      line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
    rule: allotLineQtyProblem,
  },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 60 },
  { key: 'remark', title: '备注', width: 150 },
];
