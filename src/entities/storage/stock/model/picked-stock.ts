import type { GridColumn } from '@/shared/ui/editable-grid';
import type { StockFigures } from './limits';
import { ST_QUALITY_STATES } from './states';
import type { StStock } from './types';

/**
 * What a document line shows of the stock row picked for it (移库, 调拨: docs/design/scm-storage.md → 库存移动,
 * scm-storage-2.md → 调拨管理): material, batch, state, location and the figures its limit reads. The save leaves
 * them out; the contract's line holds only `stockId`.
 */
export type PickedStock = Partial<
  Pick<
    StStock,
    | 'houseId'
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
    | 'locationId'
    | 'locationCode'
    | 'locationName'
  >
>;

/** A picked stock row: its id and what the line shows of it. */
export function pickedStockOf(stock: StStock): PickedStock & { stockId: string } {
  return {
    stockId: stock.id,
    houseId: stock.houseId,
    materialCode: stock.materialCode,
    materialName: stock.materialName,
    batchNo: stock.batchNo,
    qualityState: stock.qualityState,
    uomName: stock.uomName,
    uomPrecision: stock.uomPrecision,
    onHandQty: stock.onHandQty,
    lockedQty: stock.lockedQty,
    isolatedQty: stock.isolatedQty,
    allocatedQty: stock.allocatedQty,
    locationId: stock.locationId,
    locationCode: stock.locationCode,
    locationName: stock.locationName,
  };
}

/** The source's figures as a document's detail line carries them now (an edited 移库 or 调拨). */
type DetailFigures = Pick<
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

/** What an edited document's line shows of its source, from its detail line (the location under its own names). */
export function pickedStockOfDetail(
  line: DetailFigures,
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
