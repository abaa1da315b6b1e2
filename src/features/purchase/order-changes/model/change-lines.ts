import { PO_ORDER_STATES, type PoOrderLine, type PoOrderState } from '@/entities/purchase-order';
import { poOrderChangeAddBodyFacts, type FieldFacts, type PoOrderChangeDetailData } from '@/shared/api';
import { factRule } from '@/shared/lib/form-rules';
import type { GridColumn } from '@/shared/ui/editable-grid';

type ChangeLine = PoOrderChangeDetailData['lines'][number];

/**
 * A line of the change form's grid: an order line's material, unit, what arrived and its old 数量 / 单价 / 交期
 * (read-only) beside the new ones (inputs: a number may be emptied while typing).
 */
export type ChangeGridLine = Omit<ChangeLine, 'newQty' | 'newPrice'> & {
  newQty: number | null;
  newPrice: number | null;
};

/** An order line as it stands: its new values are its old ones until a person changes them. */
export function fromOrderLine(line: PoOrderLine): ChangeGridLine {
  return {
    orderLineId: line.id,
    lineNo: line.lineNo,
    materialCode: line.materialCode,
    materialName: line.materialName,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    receivedQty: line.receivedQty,
    oldQty: line.qty,
    oldPrice: line.price,
    oldDate: line.requiredDate,
    newQty: line.qty,
    newPrice: line.price,
    newDate: line.requiredDate,
  };
}

/**
 * The grid of a change to this order: every line still open to a change (a closed or cancelled line is not), each
 * with the new values a change being edited already holds for it. A change's line the order no longer lists is kept
 * after them, so that an edit never drops what was asked.
 */
export function orderGridLines(
  order: { lines: readonly PoOrderLine[] },
  changed: readonly ChangeGridLine[] = [],
): ChangeGridLine[] {
  const asked = new Map(changed.map((line) => [line.orderLineId, line]));
  const open = order.lines.filter((line) => line.state !== 'CLOSED' && line.state !== 'CANCELLED');
  const listed = new Set(open.map((line) => line.id));
  return [
    ...open.map((line) => asked.get(line.id) ?? fromOrderLine(line)),
    ...changed.filter((line) => !listed.has(line.orderLineId)),
  ];
}

/** Whether the person changed anything on this order line: only such lines are sent. */
export const isChanged = (line: ChangeGridLine) =>
  line.newQty !== line.oldQty || line.newPrice !== line.oldPrice || line.newDate !== line.oldDate;

/** Why an order cannot be changed (only 已审核 and 部分到货 orders can), in the server's words; nothing when it can. */
export function unchangeableReason(order: { orderNo: string; state: PoOrderState }): string | undefined {
  switch (order.state) {
    case 'APPROVED':
    case 'PARTIAL':
      return undefined;
    case 'CLOSED':
    case 'CANCELLED':
    case 'RECEIVED':
      return `订单 ${order.orderNo} ${order.state === 'RECEIVED' ? '已全部到货' : PO_ORDER_STATES[order.state].label}，不能变更`;
    default:
      return `订单 ${order.orderNo} 尚未审核（${PO_ORDER_STATES[order.state].label}），审核后才能变更`;
  }
}

const facts = poOrderChangeAddBodyFacts.lines.items;
const unitPlaces = (line: ChangeGridLine) => ({ places: line.uomPrecision, unit: line.uomName });

/** The contract's rule of a new value, and what more its column asks. */
function newValueRule(
  title: string,
  fieldFacts: FieldFacts,
  more?: (value: unknown, line: ChangeGridLine) => string | undefined,
) {
  const rule = factRule(title, fieldFacts);
  return (value: unknown, line: ChangeGridLine) => {
    const result = rule.safeParse(value);
    return result.success ? more?.(value, line) : result.error.issues[0]?.message;
  };
}

/** 新数量 below what already arrived (the server refuses it too: 第 1 行新数量 2500 小于已到货 3000). */
export function belowReceived(value: unknown, line: ChangeGridLine): string | undefined {
  return typeof value === 'number' && value < line.receivedQty ? `${value} 小于已到货 ${line.receivedQty}` : undefined;
}

/**
 * 变更明细's columns: the order line read-only, 新数量 / 新单价 / 新交期 typed, each with the contract's rule (新数量
 * also with its unit's decimals and not below what arrived); 变更 marks the lines that will be sent.
 */
export const CHANGE_LINE_COLUMNS: readonly GridColumn<ChangeGridLine>[] = [
  {
    key: 'material',
    title: '物料',
    width: 250,
    value: (line) => `${line.materialCode} ${line.materialName}`,
  },
  { key: 'uomName', title: '单位', width: 56, kind: 'readonly' },
  {
    key: 'receivedQty',
    title: '已到货',
    width: 88,
    align: 'right',
    decimals: unitPlaces,
    value: (line) => line.receivedQty,
  },
  {
    key: 'oldQty',
    title: '原数量',
    width: 88,
    align: 'right',
    decimals: unitPlaces,
    value: (line) => line.oldQty,
  },
  {
    key: 'newQty',
    title: '新数量',
    width: 96,
    kind: 'number',
    align: 'right',
    decimals: unitPlaces,
    rule: newValueRule('新数量', facts.newQty, belowReceived),
  },
  { key: 'oldPrice', title: '原单价', width: 80, align: 'right', value: (line) => line.oldPrice },
  {
    key: 'newPrice',
    title: '新单价',
    width: 88,
    kind: 'number',
    align: 'right',
    rule: newValueRule('新单价', facts.newPrice),
  },
  { key: 'oldDate', title: '原交期', width: 104, kind: 'readonly' },
  {
    key: 'newDate',
    title: '新交期',
    width: 120,
    kind: 'date',
    rule: newValueRule('新交期', facts.newDate),
  },
  { key: 'changed', title: '变更', width: 64, value: (line) => (isChanged(line) ? '已修改' : '') },
];
