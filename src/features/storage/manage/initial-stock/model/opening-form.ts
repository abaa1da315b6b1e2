import { ENTRY_LINE_COLUMNS, entryLineRule, newEntryLine, type EntryShown } from '@/entities/storage/stock';
import { stOpeningEditBodyFacts, type scmSchemas, type StOpeningDetailData } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { defineForm, withShownFields, type LinesConfig } from '@/shared/ui/record-form';

/** An opening line on the grid: the entry line and its 单价 (optional, for 余额's amounts later). */
export type OpeningLine = scmSchemas['schemas']['StOpeningLineForm'] & EntryShown;

const OPENING_LINE_COLUMNS: readonly GridColumn<OpeningLine>[] = [
  ...ENTRY_LINE_COLUMNS,
  { key: 'price', title: '单价', kind: 'number', width: 100, align: 'right' },
];

/** The lines' config; the screen binds 物料 and 库位 to the document's warehouse (`useColumns`). */
export function openingLines(useColumns: LinesConfig<OpeningLine>['useColumns']) {
  return withShownFields<scmSchemas['schemas']['StOpeningLineForm'], OpeningLine>({
    columns: OPENING_LINE_COLUMNS,
    newLine: newEntryLine,
    lineRule: entryLineRule,
    useColumns,
  });
}

/** 编辑期初单 (docs/design/scm-storage.md → 期初库存): its date, remark and lines; the warehouse is the import's. */
export const openingForm = (lines: ReturnType<typeof openingLines>) =>
  defineForm(stOpeningEditBodyFacts, {
    id: { label: '期初单', hidden: true },
    bizDate: { label: '期初日期', kind: 'date' },
    remark: { label: '备注', kind: 'textarea', wide: true },
    lines: { label: '期初明细', wide: true, lines },
  });

type Detail = StOpeningDetailData;

/** A document's line as the form edits it: its inputs and the material it shows. */
export function lineOfOpening(line: Detail['lines'][number]): OpeningLine {
  return {
    materialId: line.materialId,
    batchNo: line.batchNo ?? '',
    supplierBatch: line.supplierBatch ?? '',
    productionDate: line.productionDate ?? '',
    expiryDate: line.expiryDate ?? '',
    locationId: line.locationId,
    qualityState: line.qualityState,
    qty: line.qty,
    price: line.price ?? null,
    materialCode: line.materialCode,
    materialName: line.materialName,
    specification: line.specification ?? null,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    traceability: line.traceability ?? null,
    locationCode: line.locationCode,
    locationName: line.locationName,
  };
}
