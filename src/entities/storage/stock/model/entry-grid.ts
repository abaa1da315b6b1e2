import type { scmSchemas } from '@/shared/api';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';
import { ST_QUALITY_STATES } from './states';
import { batchRequiredProblem, entryQtyProblem, expiryDateProblem } from './entry-rules';

type Schemas = scmSchemas['schemas'];

/** What a picked material shows on a line beside the contract's fields, which the save leaves out. */
export interface EntryShown {
  materialCode?: string;
  materialName?: string;
  specification?: string | null;
  uomName?: string;
  uomPrecision?: number;
  traceability?: string | null;
  /** The location an edited line holds, offered even when the warehouse's list lacks it. */
  locationCode?: string;
  locationName?: string;
}

/**
 * A line of an entry document (期初, 其他入库) as the grid holds it: the contract's fields (StEntryLineForm; a kind adds
 * its own: 单价, 备注) and the picked material's shown fields.
 */
export type EntryGridLine = Omit<Schemas['StEntryLineForm'], 'remark'> & EntryShown;

const QUALITY_OPTIONS = Object.entries(ST_QUALITY_STATES).map(([value, look]) => ({ value, title: look.label }));

/**
 * The entry lines' columns (docs/design/scm-storage.md → Documents): 物料 (a picker the screen binds), 规格, 单位,
 * 批次, 供应商批次, 生产日期, 有效期至, 库位 (the warehouse's locations, bound by the screen), 质量状态 (合格 by default),
 * 数量 > 0 in the unit's decimals. A kind adds its own after (单价, 备注).
 */
export const ENTRY_LINE_COLUMNS: readonly GridColumn<EntryGridLine>[] = [
  {
    key: 'materialId',
    title: '物料',
    kind: 'picker',
    width: 220,
    text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
  },
  { key: 'specification', title: '规格', kind: 'readonly', width: 180 },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 60 },
  { key: 'batchNo', title: '批次', width: 150 },
  { key: 'supplierBatch', title: '供应商批次', width: 130 },
  { key: 'productionDate', title: '生产日期', kind: 'date', width: 120 },
  { key: 'expiryDate', title: '有效期至', kind: 'date', width: 120 },
  { key: 'locationId', title: '库位', kind: 'select', width: 200 },
  { key: 'qualityState', title: '质量状态', kind: 'select', width: 100, options: QUALITY_OPTIONS },
  {
    key: 'qty',
    title: '数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: (line) =>
      line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
    rule: (value) => entryQtyProblem(value, {}),
  },
];

/** A new line: 合格 by default (docs/design/scm-storage.md → 期初库存, 其他入库). */
export const newEntryLine = (): Partial<EntryGridLine> => ({ qualityState: 'QUALIFIED' });

/** The rules across a line's cells: a batch for a tracked material, 有效期至 not before 生产日期. */
export function entryLineRule(line: EntryGridLine): Omit<GridProblem, 'row'> | undefined {
  const batch = batchRequiredProblem(line);
  if (batch) return { key: 'batchNo', message: batch };
  const expiry = expiryDateProblem(line.productionDate, line.expiryDate);
  if (expiry) return { key: 'expiryDate', message: expiry };
  return undefined;
}
