import { ENTRY_LINE_COLUMNS, entryLineRule, newEntryLine, type EntryShown } from '@/entities/storage/stock';
import type { scmSchemas, StOtherEntryDetailData } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';

/** An other entry's line on the grid: the entry line with its 备注, and the picked material's shown fields. */
export type OtherLine = scmSchemas['schemas']['StEntryLineForm'] & EntryShown;

/** 客供料入库 comes in 待检 (it needs a hand-made IQC 申请); every other type 合格 (docs/design/scm-storage.md → 其他入库). */
export const CUSTOMER_SUPPLIED = 'CUSTOMER_SUPPLIED';

/** The quality state a type's lines start in. */
export const qualityStateOf = (entryType: string | undefined): OtherLine['qualityState'] =>
  entryType === CUSTOMER_SUPPLIED ? 'PENDING' : 'QUALIFIED';

/**
 * The lines after the type changed: those still in the state the old type gave them take the new type's (a line the
 * keeper set otherwise keeps its state).
 */
export function linesForType(
  lines: readonly OtherLine[],
  from: string | undefined,
  to: string | undefined,
): OtherLine[] {
  const before = qualityStateOf(from);
  const after = qualityStateOf(to);
  return lines.map((line) => (line.qualityState === before ? { ...line, qualityState: after } : line));
}

export const OTHER_LINE_COLUMNS: readonly GridColumn<OtherLine>[] = [
  ...ENTRY_LINE_COLUMNS,
  { key: 'remark', title: '备注', width: 150 },
];

export const OTHER_LINE_RULES = { newLine: newEntryLine, lineRule: entryLineRule };

/** An entry's line as the form edits it (an edit starts from the detail). */
export function lineOfOther(line: StOtherEntryDetailData['lines'][number]): OtherLine {
  return {
    materialId: line.materialId,
    batchNo: line.batchNo ?? '',
    supplierBatch: line.supplierBatch ?? '',
    productionDate: line.productionDate ?? '',
    expiryDate: line.expiryDate ?? '',
    locationId: line.locationId,
    qualityState: line.qualityState,
    qty: line.qty,
    remark: line.remark ?? '',
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
