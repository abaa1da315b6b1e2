import { offeredExpiry } from '@/entities/asn';
import {
  damagedProblem,
  inQty,
  openQty,
  overQty,
  overReceiptProblem,
  receivableQty,
  scannedBoxes,
  shortQty,
  unscannedProblem,
} from '@/entities/storage/stock';
import { formatDate } from '@/shared/lib/format';
import type { StReceiptDetailData, StReceiptSourcesData, stReceipt } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';

/** The receipt form's values and a line as the contract takes it. */
export type ReceiptFormValues = FormValues<typeof stReceipt>;
type LineInput = ReceiptFormValues['lines'][number];
export type ReceiptSource = StReceiptSourcesData['rows'][number];
type DetailLine = StReceiptDetailData['lines'][number];

/**
 * A line as the grid holds it: the contract's inputs and what its source shows beside them (the ASN and order line,
 * the material and its unit, 订购 / 已到货 / 发货, the tolerance, the boxes), which the save leaves out.
 */
export type ReceiptLine = LineInput &
  Partial<
    Pick<
      ReceiptSource,
      | 'asnNo'
      | 'asnLineNo'
      | 'orderNo'
      | 'orderLineNo'
      | 'materialCode'
      | 'materialName'
      | 'specification'
      | 'uomName'
      | 'uomPrecision'
      | 'batchRequired'
      | 'shelfLifeDays'
      | 'orderedQty'
      | 'arrivedQty'
      | 'shipQty'
      | 'asnReceivedQty'
      | 'tolerancePct'
      | 'boxCount'
      | 'labelRequired'
      | 'locationCode'
      | 'locationName'
    >
  >;

/** A picked source as the line's fields: 实收 starts at what is open (发货数), nothing damaged, no box scanned. */
export function lineOfSource(source: ReceiptSource): ReceiptLine {
  return {
    sourceType: source.sourceType,
    sourceId: source.id,
    asnNo: source.asnNo ?? null,
    asnLineNo: source.asnLineNo ?? null,
    orderNo: source.orderNo,
    orderLineNo: source.orderLineNo,
    materialCode: source.materialCode,
    materialName: source.materialName,
    specification: source.specification ?? null,
    uomName: source.uomName,
    uomPrecision: source.uomPrecision,
    batchRequired: source.batchRequired,
    shelfLifeDays: source.shelfLifeDays ?? null,
    orderedQty: source.orderedQty,
    arrivedQty: source.arrivedQty,
    shipQty: source.shipQty ?? null,
    asnReceivedQty: source.asnReceivedQty ?? null,
    tolerancePct: source.tolerancePct,
    boxCount: source.boxCount ?? null,
    labelRequired: source.labelRequired,
    receivedQty: openQty(source),
    damagedQty: 0,
    supplierBatch: source.supplierBatch ?? '',
    productionDate: source.productionDate ?? '',
    expiryDate: source.expiryDate ?? '',
    locationId: source.locationId ?? '',
    locationCode: source.locationCode ?? '',
    locationName: source.locationName ?? '',
    scannedLabels: [],
  };
}

/** A draft's line as the form edits it (an edit starts from the detail). */
export function lineOfReceipt(line: DetailLine, labelRequired: boolean): ReceiptLine {
  return {
    sourceType: line.sourceType,
    sourceId: line.sourceId ?? line.asnLineId ?? line.orderLineId,
    receivedQty: line.receivedQty,
    damagedQty: line.damagedQty,
    supplierBatch: line.supplierBatch ?? '',
    productionDate: line.productionDate ?? '',
    expiryDate: line.expiryDate ?? '',
    locationId: line.locationId,
    scannedLabels: line.scannedLabels ?? [],
    remark: line.remark ?? '',
    asnNo: line.asnNo ?? null,
    asnLineNo: line.asnLineNo ?? null,
    orderNo: line.orderNo,
    orderLineNo: line.orderLineNo,
    materialCode: line.materialCode,
    materialName: line.materialName,
    specification: line.specification ?? null,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    batchRequired: line.batchRequired,
    shelfLifeDays: line.shelfLifeDays ?? null,
    orderedQty: line.orderedQty,
    arrivedQty: line.arrivedQty,
    shipQty: line.shipQty ?? null,
    asnReceivedQty: line.asnReceivedQty ?? null,
    tolerancePct: line.tolerancePct,
    boxCount: line.boxCount ?? null,
    labelRequired,
    locationCode: line.locationCode,
    locationName: line.locationName,
  };
}

/** The line's source facts once picked (a line not yet picked has none, and nothing is computed for it). */
function sourceOf(line: ReceiptLine) {
  if (line.orderedQty === undefined || line.arrivedQty === undefined || line.uomPrecision === undefined)
    return undefined;
  return {
    materialCode: line.materialCode,
    shipQty: line.shipQty,
    asnReceivedQty: line.asnReceivedQty,
    orderedQty: line.orderedQty,
    arrivedQty: line.arrivedQty,
    tolerancePct: line.tolerancePct ?? 0,
    uomPrecision: line.uomPrecision,
  };
}

const qtyOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** 可收数 of a picked line. */
export const receivableOf = (line: ReceiptLine) => {
  const source = sourceOf(line);
  return source && receivableQty(source);
};

/** 实收 > 0 and within 可收数 (1018101, the numbers said at the cell). */
export function receivedProblem(value: unknown, line: ReceiptLine): string | undefined {
  const qty = qtyOf(value);
  const source = sourceOf(line);
  if (qty === undefined || !source) return undefined;
  if (qty <= 0) return '实收必须大于 0';
  return overReceiptProblem(source, qty);
}

/** 生产日期 not after today; 有效期至 not before 生产日期; both needed with a supplier batch for a batch material. */
export function productionDateProblem(value: unknown, line: ReceiptLine, today: string): string | undefined {
  if (!value) return line.batchRequired ? '批次管理的物料须填生产日期' : undefined;
  return typeof value === 'string' && value > today ? `生产日期不能晚于今天（${today}）` : undefined;
}

export function expiryDateProblem(value: unknown, line: ReceiptLine): string | undefined {
  if (typeof value !== 'string' || !value || !line.productionDate) return undefined;
  return value < line.productionDate ? `有效期至不能早于生产日期（${line.productionDate}）` : undefined;
}

const decimalsOf = (line: ReceiptLine) =>
  line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined;

/** A quantity the line computes from its source and 实收 / 破损; nothing until a source is picked. */
const computed =
  (compute: (line: ReceiptLine, source: NonNullable<ReturnType<typeof sourceOf>>) => number) => (line: ReceiptLine) => {
    const source = sourceOf(line);
    const received = qtyOf(line.receivedQty);
    return source && received !== undefined ? compute(line, source) : undefined;
  };

const sourceText = (line: ReceiptLine) => {
  if (!line.orderNo) return '';
  return line.asnNo ? `${line.asnNo} 第 ${line.asnLineNo ?? ''} 行` : `${line.orderNo} 第 ${line.orderLineNo ?? ''} 行`;
};

/** 标签 1/1 箱 for an ASN line with boxes. */
export const boxesText = (line: ReceiptLine) => (line.boxCount ? `${scannedBoxes(line).size}/${line.boxCount} 箱` : '');

/**
 * 收货明细's columns (docs/design/scm-storage.md → 到货收货): the source (an ASN line or an order line, picked), its
 * material and unit, 发货数 and 可收数, 实收 (within 可收数), 短少 and 超收, 破损 (of 实收), 入库数, the supplier's batch and
 * dates, 收货库位 and the boxes scanned. `useReceiptLineColumns` binds the picker to the supplier, the locations to the
 * warehouse and the dates to today.
 */
export const RECEIPT_LINE_COLUMNS: readonly GridColumn<ReceiptLine>[] = [
  { key: 'sourceId', title: '来源', kind: 'picker', width: 190, text: sourceText },
  {
    key: 'material',
    title: '物料',
    width: 170,
    value: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}` : ''),
  },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 56 },
  { key: 'shipQty', title: '发货数', kind: 'readonly', width: 86, align: 'right', decimals: decimalsOf },
  {
    key: 'receivable',
    title: '可收数',
    width: 86,
    align: 'right',
    value: (line) => receivableOf(line),
    decimals: decimalsOf,
  },
  {
    key: 'receivedQty',
    title: '实收',
    kind: 'number',
    width: 96,
    align: 'right',
    decimals: decimalsOf,
    rule: (value, line) => receivedProblem(value, line),
  },
  {
    key: 'shortQty',
    title: '短少',
    width: 76,
    align: 'right',
    value: computed((line, source) => shortQty(source, qtyOf(line.receivedQty) ?? 0)),
    decimals: decimalsOf,
  },
  {
    key: 'overQty',
    title: '超收',
    width: 76,
    align: 'right',
    value: computed((line, source) => overQty(source, qtyOf(line.receivedQty) ?? 0)),
    decimals: decimalsOf,
  },
  {
    key: 'damagedQty',
    title: '破损',
    kind: 'number',
    width: 80,
    align: 'right',
    decimals: decimalsOf,
    rule: (value, line) => {
      const received = qtyOf(line.receivedQty);
      const damaged = qtyOf(value);
      return received === undefined || damaged === undefined ? undefined : damagedProblem(received, damaged);
    },
  },
  {
    key: 'inQty',
    title: '入库数',
    width: 86,
    align: 'right',
    value: computed((line, source) =>
      inQty(qtyOf(line.receivedQty) ?? 0, qtyOf(line.damagedQty) ?? 0, source.uomPrecision),
    ),
    decimals: decimalsOf,
  },
  {
    key: 'supplierBatch',
    title: '供应商批次',
    width: 120,
    rule: (value, line) => (line.batchRequired && !value ? '批次管理的物料须填供应商批次' : undefined),
  },
  {
    key: 'productionDate',
    title: '生产日期',
    kind: 'date',
    width: 118,
    rule: (value, line) => productionDateProblem(value, line, formatDate(new Date())),
  },
  {
    key: 'expiryDate',
    title: '有效期至',
    kind: 'date',
    width: 118,
    rule: (value, line) => expiryDateProblem(value, line),
  },
  { key: 'locationId', title: '收货库位', kind: 'select', width: 200 },
  { key: 'boxes', title: '已扫标签', width: 86, value: boxesText },
  { key: 'remark', title: '备注', width: 150 },
];

/**
 * The line's notes that never refuse the save: boxes not yet scanned where the supplier's labels are required
 * (refused on posting, 1018102), else 有效期至 left empty where 生产日期 + 保质期 offers one.
 */
export function lineNotes(line: ReceiptLine): Omit<GridProblem, 'row'> | undefined {
  const unscanned = line.labelRequired ? unscannedProblem(line) : undefined;
  if (unscanned) return { key: 'boxes', level: 'warning', message: `${unscanned}，过账前须扫完` };
  const offered = line.expiryDate ? undefined : offeredExpiry(line.productionDate, line.shelfLifeDays);
  if (offered)
    return {
      key: 'expiryDate',
      level: 'warning',
      message: `有效期至未填：按生产日期 + 保质期 ${line.shelfLifeDays ?? ''} 天应为 ${offered}`,
    };
  return undefined;
}
