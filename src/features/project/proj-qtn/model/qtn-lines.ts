import type { pmProjQtn } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { lineAmount } from './qtn-amounts';

/** A line of the quotation form as the grid holds it. */
export type QtnLine = FormValues<typeof pmProjQtn>['items'][number];

/**
 * 报价明细's columns: each cell's rule from the contract's facts of its field (产品名称 and 型号规格 required, 数量 a
 * whole 1–999999, 单价 and 折扣 within their bounds); 金额 computed as typed and totalled.
 */
export const QTN_LINE_COLUMNS: readonly GridColumn<QtnLine>[] = [
  { key: 'productName', title: '产品名称', width: 220 },
  { key: 'model', title: '型号规格', width: 150 },
  { key: 'quantity', title: '数量', kind: 'number', width: 96, align: 'right', sum: true },
  { key: 'unitPrice', title: '单价', kind: 'number', width: 120, align: 'right', decimals: () => ({ places: 2 }) },
  { key: 'discount', title: '折扣（%）', kind: 'number', width: 96, align: 'right' },
  {
    key: 'amount',
    title: '金额',
    width: 140,
    align: 'right',
    value: lineAmount,
    decimals: () => ({ places: 2 }),
    sum: true,
  },
];

/** A new line: one piece at full price. */
export const newQtnLine = () => ({ quantity: 1, unitPrice: 0, discount: 0 });

/** A new quotation: today, valid 30 days, in CNY at the 13 % VAT, with one empty line. */
export function newQtn(today: string, in30Days: string) {
  const line: QtnLine = { productName: '', model: '', ...newQtnLine() };
  return { currencyCode: 'CNY', qtnDate: today, validUntil: in30Days, taxRate: 13, items: [line] };
}
