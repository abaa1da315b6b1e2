import { enterableQty, entryQtyProblem, overEntryProblem } from '@/entities/storage/stock';
import type { scmSchemas, StMfgEntryDetailData, StMfgEntrySourcesData } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';

type Schemas = scmSchemas['schemas'];

/** The work order picked for a line (stMfgEntrySources). */
export type MfgSource = StMfgEntrySourcesData['rows'][number];

/**
 * A line of a production entry as the grid holds it: the contract's fields and what the picked order shows beside
 * them (its number, product, unit and decimals, 合格, 已入库, the suggested location), which the save leaves out.
 */
export type MfgLine = Schemas['StMfgEntryLineForm'] & {
  workOrderNo?: string;
  materialCode?: string;
  materialName?: string;
  uomName?: string;
  uomPrecision?: number;
  goodQty?: number;
  enteredQty?: number;
  locationCode?: string;
  locationName?: string;
};

/** The order's figures on a line, once one is picked. */
const figuresOf = (line: MfgLine) =>
  line.goodQty !== undefined && line.enteredQty !== undefined
    ? { goodQty: line.goodQty, enteredQty: line.enteredQty, uomPrecision: line.uomPrecision ?? 0 }
    : undefined;

const qtyOf = (line: MfgLine, value: number | undefined) =>
  value === undefined || !line.uomName ? '' : `${value} ${line.uomName}`;

/** A picked order as a line's fields: its product and figures, the suggested location (固定库位 or 合格品区). */
export function lineOfSource(source: MfgSource): Partial<MfgLine> {
  return {
    workOrderId: source.id,
    workOrderNo: source.workOrderNo,
    materialCode: source.materialCode,
    materialName: source.materialName,
    uomName: source.uomName,
    uomPrecision: source.uomPrecision,
    goodQty: source.goodQty,
    enteredQty: source.enteredQty,
    ...(source.locationId
      ? {
          locationId: source.locationId,
          locationCode: source.locationCode ?? '',
          locationName: source.locationName ?? '',
        }
      : {}),
  };
}

/** A posted or draft entry's line as the form edits it (an edit starts from the detail). */
export function lineOfEntry(line: StMfgEntryDetailData['lines'][number]): MfgLine {
  return {
    workOrderId: line.workOrderId,
    batchNo: line.batchNo ?? '',
    locationId: line.locationId,
    qty: line.qty,
    remark: line.remark ?? '',
    workOrderNo: line.workOrderNo,
    materialCode: line.materialCode,
    materialName: line.materialName,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    goodQty: line.goodQty,
    enteredQty: line.enteredQty,
    locationCode: line.locationCode,
    locationName: line.locationName,
  };
}

/**
 * 入库明细's columns (docs/design/scm-storage.md → 生产入库): 工单 (picked from the orders with 可入库 > 0), 产品, 合格,
 * 已入库, 可入库 = 合格 − 已入库, 批次 (FG + date, the server's when empty), 库位, 数量 ≤ 可入库 in the unit's decimals.
 */
export const MFG_LINE_COLUMNS: readonly GridColumn<MfgLine>[] = [
  { key: 'workOrderId', title: '工单', kind: 'picker', width: 160, text: (line) => line.workOrderNo ?? '' },
  {
    key: 'product',
    title: '产品',
    width: 200,
    value: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}` : ''),
  },
  { key: 'good', title: '合格', width: 90, align: 'right', value: (line) => qtyOf(line, line.goodQty) },
  { key: 'entered', title: '已入库', width: 90, align: 'right', value: (line) => qtyOf(line, line.enteredQty) },
  {
    key: 'enterable',
    title: '可入库',
    width: 90,
    align: 'right',
    value: (line) => {
      const figures = figuresOf(line);
      return figures ? qtyOf(line, enterableQty(figures)) : '';
    },
  },
  { key: 'batchNo', title: '批次', width: 150 },
  { key: 'locationId', title: '库位', kind: 'select', width: 200 },
  {
    key: 'qty',
    title: '入库数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: (line) =>
      line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
    rule: (value, line) => entryQtyProblem(value, {}) ?? overEntryProblem(value, figuresOf(line)),
  },
  { key: 'remark', title: '备注', width: 150 },
];
