import type { GridColumn } from '@/shared/ui/editable-grid';
import type { StockFigures } from './limits';
import { ST_QUALITY_STATES } from './states';
import type { StStock } from './types';

/** What a line shows of its source row wherever the row comes from: material, batch, state, unit and figures. */
type SourceFigures = Pick<
  StStock,
  | 'materialCode'
  | 'materialName'
  | 'batchNo'
  | 'qualityState'
  | 'uomName'
  | 'uomPrecision'
  | 'onHandQty'
  | 'lockedQty'
  | 'isolatedQty'
  | 'allocatedQty'
>;

/**
 * What a document line shows of the stock row picked for it (移库, 调拨: docs/design/scm-storage.md → 库存移动,
 * scm-storage-2.md → 调拨管理): the source's figures, its warehouse and location. The save leaves them out; the
 * contract's line holds only `stockId`.
 */
export type PickedStock = Partial<
  SourceFigures & Pick<StStock, 'houseId' | 'locationId' | 'locationCode' | 'locationName'>
>;

/**
 * What a line shows of its source: from the picked row, or from an edited document's detail line, which carries the
 * source's figures now and names its location in its own fields (fromLocationCode).
 */
export function pickedStockOfDetail(
  line: SourceFigures,
  at: { houseId: string; locationId?: string; locationCode: string; locationName?: string },
): PickedStock {
  return {
    houseId: at.houseId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    batchNo: line.batchNo,
    qualityState: line.qualityState,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    onHandQty: line.onHandQty,
    lockedQty: line.lockedQty,
    isolatedQty: line.isolatedQty,
    allocatedQty: line.allocatedQty,
    ...(at.locationId === undefined ? {} : { locationId: at.locationId }),
    locationCode: at.locationCode,
    ...(at.locationName === undefined ? {} : { locationName: at.locationName }),
  };
}

/** A picked stock row: its id and what the line shows of it. */
export const pickedStockOf = (stock: StStock): PickedStock & { stockId: string } => ({
  stockId: stock.id,
  ...pickedStockOfDetail(stock, stock),
});

/** The figures a line's limit reads, once a stock row is on it. */
export function pickedFigures(line: PickedStock): StockFigures | undefined {
  if (!line.qualityState || line.onHandQty === undefined) return undefined;
  return {
    qualityState: line.qualityState,
    onHandQty: line.onHandQty,
    lockedQty: line.lockedQty ?? 0,
    isolatedQty: line.isolatedQty ?? 0,
    allocatedQty: line.allocatedQty ?? 0,
    uomPrecision: line.uomPrecision ?? 0,
  };
}

/** A line with a picked stock row on it. */
type PickedLine = PickedStock & { stockId?: string };

/** The picked row's first columns: the picker (物料 · 批次) and its 质量状态. */
export function pickedStockColumns(): GridColumn<PickedLine>[] {
  return [
    {
      key: 'stockId',
      title: '库存（物料 · 批次）',
      kind: 'picker',
      width: 260,
      text: (line) =>
        line.materialCode ? `${line.materialCode} ${line.materialName ?? ''} · ${line.batchNo ?? ''}` : '',
    },
    {
      key: 'qualityState',
      title: '质量状态',
      kind: 'readonly',
      width: 80,
      text: (line) => (line.qualityState ? ST_QUALITY_STATES[line.qualityState].label : ''),
    },
  ];
}
