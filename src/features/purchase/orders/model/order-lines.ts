import { lineAmount, type PoOrderLine } from '@/entities/purchase-order';
import type { MdSupplierScopePageData, poOrder } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';

/** The order form's values and a line as the contract takes it. */
export type OrderFormValues = FormValues<typeof poOrder>;
export type OrderLineInput = OrderFormValues['lines'][number];

/**
 * A line as the grid holds it: the contract's fields, and what the picked material shows beside them (code, name,
 * specification, unit and its decimals), which the save leaves out.
 */
export interface ShownMaterial {
  materialCode?: string;
  materialName?: string;
  specification?: string | null;
  uomName?: string;
  uomPrecision?: number;
}
export type OrderLine = OrderLineInput & ShownMaterial;

export type ScopeRow = MdSupplierScopePageData['rows'][number];

/** A material of the supplier's scope as a line's fields; its unit's decimals from the units' list. */
export function materialOf(row: ScopeRow, precisionOf: (uomName: string) => number | undefined): Partial<OrderLine> {
  return {
    materialId: row.materialId,
    materialCode: row.materialCode,
    materialName: row.materialName,
    specification: row.specification ?? null,
    uomName: row.uomName ?? '',
    uomPrecision: row.uomName ? precisionOf(row.uomName) : undefined,
  };
}

/** An order's line as the form edits it: its inputs and the material it shows (an edit starts from the detail). */
export function lineOfOrder(line: PoOrderLine): OrderLine {
  return {
    materialId: line.materialId,
    qty: line.qty,
    price: line.price,
    requiredDate: line.requiredDate,
    remark: line.remark ?? '',
    materialCode: line.materialCode,
    materialName: line.materialName,
    specification: line.specification ?? null,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
  };
}

/** '要求交期不能早于下单日期（2026-11-27）', or nothing while either is empty. */
export function requiredDateProblem(requiredDate: unknown, orderDate: string | undefined): string | undefined {
  if (typeof requiredDate !== 'string' || !requiredDate || !orderDate) return undefined;
  return requiredDate < orderDate ? `要求交期不能早于下单日期（${orderDate}）` : undefined;
}

/** 数量 > 0: the contract's exclusiveMinimum is not among the facts (they say ≥ 0), so the column says it. */
const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? '数量必须大于 0' : undefined);

/**
 * 采购明细's columns (docs/design/scm-purchase.md → 采购订单): the material (picked from the supplier's scope, or its
 * code pasted: `useOrderLineColumns` binds the picker to the scope), its specification and unit, 数量 > 0 in the
 * unit's decimals, 单价 ≥ 0 (the facts), 金额 computed, 要求交期, 备注. The facts of each field come from the contract.
 */
export const ORDER_LINE_COLUMNS: readonly GridColumn<OrderLine>[] = [
  {
    key: 'materialId',
    title: '物料',
    kind: 'picker',
    width: 220,
    text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
  },
  { key: 'specification', title: '规格', kind: 'readonly', width: 210 },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 60 },
  {
    key: 'qty',
    title: '数量',
    kind: 'number',
    width: 110,
    align: 'right',
    decimals: (line) =>
      line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
    rule: positive,
  },
  { key: 'price', title: '单价', kind: 'number', width: 100, align: 'right' },
  {
    key: 'amount',
    title: '金额',
    width: 120,
    align: 'right',
    value: (line) => lineAmount(line),
    decimals: () => ({ places: 2 }),
  },
  { key: 'requiredDate', title: '要求交期', kind: 'date', width: 120 },
  { key: 'remark', title: '备注', width: 150 },
];

/**
 * The same material on two lines is a warning, not a refusal (two delivery dates are a real case): said at the
 * second line's material, never refusing the save.
 */
export function duplicateMaterial(
  line: OrderLine,
  index: number,
  lines: readonly OrderLine[],
): Omit<GridProblem, 'row'> | undefined {
  if (!line.materialId) return undefined;
  const first = lines.findIndex((other) => other.materialId === line.materialId);
  if (first < 0 || first >= index) return undefined;
  return {
    key: 'materialId',
    level: 'warning',
    message: `物料 ${line.materialCode ?? ''} 与第 ${first + 1} 行相同，请确认是分批交货`,
  };
}
