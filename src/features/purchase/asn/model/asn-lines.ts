import * as z from 'zod/mini';
import { batchShortfall, offeredExpiry, overShipment, type AsnOrderLine } from '@/entities/asn';
import { poAsnAddBodyFacts, type PoAsnAddVariables } from '@/shared/api';
import { decimalsOf } from '@/shared/lib/format';
import { factRule } from '@/shared/lib/form-rules';
import type { GridProblem } from '@/shared/ui/editable-grid';

/** An ASN line as the form holds it: the body's inputs, and the order line's facts the rules read (never sent). */
export type AsnFormLine = {
  orderLineId: string;
  shipQty: number | null;
  perBox: number | null;
  supplierBatch: string;
  productionDate: string;
  expiryDate: string;
  /** 订购, 已到货, 在途, 允差, the unit and the batch and shelf-life settings of the order line shipped from. */
  order?: AsnOrderLine | undefined;
};

/** The lines' titles: the grid's columns and every message about a cell. */
export const LINE_TITLES = {
  orderLineId: '订单行',
  shipQty: '发货数',
  perBox: '每箱数',
  supplierBatch: '供应商批次',
  productionDate: '生产日期',
  expiryDate: '有效期至',
} as const;
type LineField = keyof typeof LINE_TITLES;

export const emptyLine = (): AsnFormLine => ({
  orderLineId: '',
  shipQty: null,
  perBox: null,
  supplierBatch: '',
  productionDate: '',
  expiryDate: '',
});

/** A line that can still ship: what is not yet received nor on its way, within what the tolerance allows. */
const openQty = (order: AsnOrderLine) =>
  Math.max(0, Math.min(order.shippableQty, order.qty - order.receivedQty - order.shippedOpenQty));

/**
 * A new ASN's lines from its order: each line that can still ship, its open quantity offered (what is neither
 * received nor in transit) and the material's minimum pack as 每箱数.
 */
export function linesFromOrder(orderLines: readonly AsnOrderLine[]): AsnFormLine[] {
  return orderLines
    .filter((order) => order.shippableQty > 0)
    .map((order) => {
      const open = openQty(order);
      return {
        ...emptyLine(),
        orderLineId: order.orderLineId,
        shipQty: open > 0 ? open : null,
        perBox: order.minPackQty ?? null,
        order,
      };
    });
}

/** Whether a line holds these facts already (the form's values are copies: compared by value, not by identity). */
function sameFacts(held: AsnOrderLine | undefined, order: AsnOrderLine | undefined): boolean {
  if (!held || !order) return held === order;
  return (Object.keys(order) as (keyof AsnOrderLine)[]).every((key) => held[key] === order[key]);
}

/** The lines with their order lines' facts (an edited draft's, once they arrive); the same array when none changes. */
export function withOrderFacts(
  lines: readonly AsnFormLine[],
  orders: ReadonlyMap<string, AsnOrderLine>,
): readonly AsnFormLine[] {
  let changed = false;
  const next = lines.map((line) => {
    const order = orders.get(line.orderLineId);
    if (sameFacts(line.order, order)) return line;
    changed = true;
    return { ...line, order };
  });
  return changed ? next : lines;
}

/**
 * Lines as the grid changed them, completed: each line knows its order line's facts; a line given another order line
 * gets its material's pack as 每箱数 when it has none; a production date typed offers 有效期至 = 生产日期 + 保质期
 * unless an expiry of another date was typed. A line the change left alone stays the same object (the grid keeps
 * its state by it).
 */
export function completeLines(
  before: readonly AsnFormLine[],
  after: readonly AsnFormLine[],
  orders: ReadonlyMap<string, AsnOrderLine>,
): AsnFormLine[] {
  const aligned = before.length === after.length;
  return after.map((line, index) => {
    const old = aligned ? before[index] : undefined;
    if (old === line) return line;
    const order = orders.get(line.orderLineId);
    const patch: Partial<AsnFormLine> = {};
    if (!sameFacts(line.order, order)) patch.order = order;
    if (order && line.perBox === null && old?.orderLineId !== line.orderLineId && order.minPackQty)
      patch.perBox = order.minPackQty;
    if (order && line.productionDate !== (old?.productionDate ?? '')) {
      const before = offeredExpiry(old?.productionDate, order.shelfLifeDays);
      const offered = offeredExpiry(line.productionDate, order.shelfLifeDays);
      if (offered && (line.expiryDate === '' || line.expiryDate === before)) patch.expiryDate = offered;
    }
    return Object.keys(patch).length ? { ...line, ...patch } : line;
  });
}

/** A number with more decimals than the unit allows, as a form says it: 单位“个”的发货数只能是整数. */
function decimalsProblem(title: string, value: number, order: AsnOrderLine): string | undefined {
  if (decimalsOf(value) <= order.uomPrecision) return undefined;
  const who = `单位“${order.uomName}”的${title}`;
  return order.uomPrecision === 0 ? `${who}只能是整数` : `${who}最多 ${order.uomPrecision} 位小数`;
}

/**
 * The rules of the ASN's lines that the contract's facts cannot say (docs/design/scm-purchase.md → 到货通知), by line
 * and cell: an order line once; 发货数 and 每箱数 above 0 in the unit's decimals, 发货数 within 可发数; a batch-tracked
 * material's batch and production date; 生产日期 not after today, 有效期至 not before it.
 */
export function asnLineProblems(lines: readonly AsnFormLine[], today: string): GridProblem[] {
  const problems: GridProblem[] = [];
  const firstRow = new Map<string, number>();
  lines.forEach((line, row) => {
    const add = (key: LineField, message: string | undefined) => {
      if (message) problems.push({ row, key, message });
    };
    const seen = firstRow.get(line.orderLineId);
    if (line.orderLineId && seen !== undefined) add('orderLineId', `一个订单行只能发一行，已在第 ${seen + 1} 行`);
    else if (line.orderLineId) firstRow.set(line.orderLineId, row);
    const { order } = line;
    if (typeof line.shipQty === 'number') {
      if (line.shipQty <= 0) add('shipQty', '发货数必须大于 0');
      else if (order)
        add('shipQty', decimalsProblem(LINE_TITLES.shipQty, line.shipQty, order) ?? overShipment(order, line.shipQty));
    }
    if (typeof line.perBox === 'number') {
      if (line.perBox <= 0) add('perBox', '每箱数必须大于 0');
      else if (order) add('perBox', decimalsProblem(LINE_TITLES.perBox, line.perBox, order));
    }
    const batch = order && batchShortfall(order, line);
    if (batch) add(line.supplierBatch ? 'productionDate' : 'supplierBatch', batch);
    if (line.productionDate && line.productionDate > today) add('productionDate', '生产日期不能晚于今天');
    if (line.expiryDate && line.productionDate && line.expiryDate < line.productionDate)
      add('expiryDate', '有效期至不能早于生产日期');
  });
  return problems;
}

const items = poAsnAddBodyFacts.lines.items;
const lineShape = Object.fromEntries(
  (Object.keys(LINE_TITLES) as LineField[]).map((key) => [
    key,
    factRule(LINE_TITLES[key], items[key], key === 'orderLineId' ? 'chosen' : 'typed'),
  ]),
);

type BodyLines = PoAsnAddVariables['body']['lines'];

/** The body's line: exactly the contract's fields (the order line's facts stay on the form). */
function bodyLine({ order: _order, ...line }: Record<string, unknown>) {
  return line;
}

/**
 * The rule of the lines field: each cell's facts (with the titles above), 1 to 200 lines, then `asnLineProblems` over
 * the lines as the form holds them (with their order lines' facts); out come exactly the contract's lines.
 */
export function asnLinesRule(today: () => string): z.ZodMiniType<BodyLines, BodyLines> {
  const { minItems = 1, maxItems = 200 } = poAsnAddBodyFacts.lines;
  const rule = z.pipe(
    z.array(z.looseObject(lineShape)).check(
      z.minLength(minItems, `请至少添加 ${minItems} 行发货明细`),
      z.maxLength(maxItems, `发货明细最多 ${maxItems} 行`),
      z.superRefine((lines, context) => {
        for (const problem of asnLineProblems(lines as unknown as AsnFormLine[], today()))
          context.issues.push({
            code: 'custom',
            message: problem.message,
            path: [problem.row, ...(problem.key ? [problem.key] : [])],
            input: lines[problem.row],
          });
      }),
    ),
    z.transform((lines) => lines.map(bodyLine)),
  );
  // The kit types a lines field's inputs as the body's lines; what comes out is exactly those.
  return rule as unknown as z.ZodMiniType<BodyLines, BodyLines>;
}
