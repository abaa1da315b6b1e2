import { putawayableQty, putawayQtyProblem, suggestLocation, suggestionText } from '@/entities/storage/stock';
import type { StPutawayDetailData, StPutawaySourcesData, stPutaway } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';

/** The put-away form's values and a line as the contract takes it. */
export type PutawayFormValues = FormValues<typeof stPutaway>;
type LineInput = PutawayFormValues['lines'][number];
export type PutawaySource = StPutawaySourcesData['rows'][number];
type DetailLine = StPutawayDetailData['lines'][number];

/**
 * A line as the grid holds it: the contract's inputs and what its receipt line shows beside them (the receipt, the
 * material and its unit, the lot, where it lies, 合格 and 已上架, and the places the suggestion comes from).
 */
export type PutawayLine = LineInput &
  Partial<
    Pick<
      PutawaySource,
      | 'receiptNo'
      | 'receiptLineNo'
      | 'materialCode'
      | 'materialName'
      | 'uomName'
      | 'uomPrecision'
      | 'batchNo'
      | 'fromLocationCode'
      | 'fromLocationName'
      | 'acceptedQty'
      | 'putawayQty'
      | 'fixedLocationId'
      | 'fixedLocationCode'
      | 'fixedMaxQty'
      | 'fixedOnHandQty'
      | 'lastLocationId'
      | 'lastLocationCode'
    >
  > & { toLocationCode?: string; toLocationName?: string | null };

/** A judged receipt line picked: all of 可上架, at the suggested location (fixed, else last, else the keeper's pick). */
export function lineOfSource(source: PutawaySource): PutawayLine {
  const qty = putawayableQty(source);
  const suggestion = suggestLocation(source, qty);
  return {
    receiptLineId: source.id,
    receiptNo: source.receiptNo,
    receiptLineNo: source.receiptLineNo,
    materialCode: source.materialCode,
    materialName: source.materialName,
    uomName: source.uomName,
    uomPrecision: source.uomPrecision,
    batchNo: source.batchNo,
    fromLocationCode: source.fromLocationCode,
    fromLocationName: source.fromLocationName,
    acceptedQty: source.acceptedQty,
    putawayQty: source.putawayQty,
    fixedLocationId: source.fixedLocationId ?? null,
    fixedLocationCode: source.fixedLocationCode ?? null,
    fixedMaxQty: source.fixedMaxQty ?? null,
    fixedOnHandQty: source.fixedOnHandQty ?? null,
    lastLocationId: source.lastLocationId ?? null,
    lastLocationCode: source.lastLocationCode ?? null,
    toLocationId: suggestion?.locationId ?? '',
    toLocationCode: suggestion?.locationCode ?? '',
    toLocationName:
      suggestion?.reason === 'FIXED' ? (source.fixedLocationName ?? null) : (source.lastLocationName ?? null),
    qty,
  };
}

/** A draft's line as the form edits it (an edit starts from the detail, which carries 合格 and 已上架). */
export function lineOfPutaway(line: DetailLine): PutawayLine {
  return {
    receiptLineId: line.receiptLineId,
    toLocationId: line.toLocationId,
    qty: line.qty,
    remark: line.remark ?? '',
    receiptNo: line.receiptNo,
    receiptLineNo: line.receiptLineNo,
    materialCode: line.materialCode,
    materialName: line.materialName,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    batchNo: line.batchNo,
    fromLocationCode: line.fromLocationCode,
    fromLocationName: line.fromLocationName,
    acceptedQty: line.acceptedQty ?? undefined,
    putawayQty: line.putawayQty ?? undefined,
    toLocationCode: line.toLocationCode,
    toLocationName: line.toLocationName,
  };
}

const qtyOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The line's 合格 / 已上架 once picked. */
function sourceOf(line: PutawayLine) {
  if (line.acceptedQty === undefined || line.putawayQty === undefined || line.uomPrecision === undefined)
    return undefined;
  return { acceptedQty: line.acceptedQty, putawayQty: line.putawayQty, uomPrecision: line.uomPrecision };
}

/** 可上架 of a picked line. */
export const putawayableOf = (line: PutawayLine) => {
  const source = sourceOf(line);
  return source && putawayableQty(source);
};

/** 数量 > 0 and within 可上架 (1018111, the numbers said at the cell). */
export function qtyProblem(value: unknown, line: PutawayLine): string | undefined {
  const qty = qtyOf(value);
  const source = sourceOf(line);
  if (qty === undefined) return undefined;
  if (qty <= 0) return '上架数量必须大于 0';
  return source && putawayQtyProblem(qty, source);
}

/**
 * Why the location is the one it is: the suggestion's reason while the line holds the suggested location
 * (固定库位 A-01-01 / 上次库位 B-01-01), 自选 once the keeper chose another, 无建议 where nothing was suggested.
 */
export function suggestionOf(line: PutawayLine): string {
  if (line.uomPrecision === undefined) return '';
  const suggestion = suggestLocation({ ...line, uomPrecision: line.uomPrecision }, qtyOf(line.qty) ?? 0);
  if (!suggestion) return line.toLocationId ? '自选' : '无建议，请选择';
  return suggestion.locationId === line.toLocationId
    ? suggestionText(suggestion)
    : `自选（建议 ${suggestionText(suggestion)}）`;
}

const decimalsOf = (line: PutawayLine) =>
  line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined;

/**
 * 上架明细's columns (docs/design/scm-storage.md → 采购入库): the receipt line (picked from the judged ones), its
 * material, lot and unit, 从库位, 可上架, 数量 within it, 上架库位 (suggested; any enabled location of the warehouse)
 * and why it is suggested. `usePutawayLineColumns` binds the picker and the locations to the warehouse.
 */
export const PUTAWAY_LINE_COLUMNS: readonly GridColumn<PutawayLine>[] = [
  {
    key: 'receiptLineId',
    title: '收货行',
    kind: 'picker',
    width: 200,
    text: (line) => (line.receiptNo ? `${line.receiptNo} 第 ${line.receiptLineNo ?? ''} 行` : ''),
  },
  {
    key: 'material',
    title: '物料',
    width: 150,
    value: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}` : ''),
  },
  { key: 'batchNo', title: '批次', kind: 'readonly', width: 130 },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 56 },
  { key: 'fromLocationCode', title: '从库位', kind: 'readonly', width: 90 },
  { key: 'putawayable', title: '可上架', width: 100, align: 'right', value: putawayableOf, decimals: decimalsOf },
  {
    key: 'qty',
    title: '数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: decimalsOf,
    rule: (value, line) => qtyProblem(value, line),
  },
  { key: 'toLocationId', title: '上架库位', kind: 'select', width: 240 },
  { key: 'suggestion', title: '建议依据', width: 190, value: suggestionOf },
  { key: 'remark', title: '备注', width: 120 },
];
