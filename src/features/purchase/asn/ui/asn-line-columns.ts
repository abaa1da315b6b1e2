import { boxCountOf, shippableQty, type AsnOrderLine } from '@/entities/asn';
import { poAsnAddBodyFacts } from '@/shared/api';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';
import { asnLineProblems, LINE_TITLES, type AsnFormLine } from '../model/asn-lines';

const facts = poAsnAddBodyFacts.lines.items;

/** The line's unit and its decimals, once its order line is known. */
const unitOf = (line: AsnFormLine) =>
  line.order ? { places: line.order.uomPrecision, unit: line.order.uomName } : undefined;

/** Each lines array's problems, found once for all its cells. */
const found = new WeakMap<readonly AsnFormLine[], GridProblem[]>();
function problemAt(lines: readonly AsnFormLine[], line: AsnFormLine, key: string, today: string) {
  let problems = found.get(lines);
  if (!problems) found.set(lines, (problems = asnLineProblems(lines, today)));
  const row = lines.indexOf(line);
  return problems.find((problem) => problem.row === row && problem.key === key)?.message;
}

/**
 * The ASN lines' columns: the order line (one of the order's lines that can ship), what it has ordered, received and
 * in transit and what it may still ship, then 发货数, 每箱数 (箱数 computed), the supplier's batch and dates.
 */
export function asnLineColumns(orderLines: readonly AsnOrderLine[], today: string): GridColumn<AsnFormLine>[] {
  const rule = (key: keyof typeof LINE_TITLES) => (_value: unknown, line: AsnFormLine, lines: readonly AsnFormLine[]) =>
    problemAt(lines, line, key, today);
  const shown = (pick: (order: AsnOrderLine) => number) => (line: AsnFormLine) =>
    line.order ? pick(line.order) : undefined;
  return [
    {
      key: 'orderLineId',
      title: LINE_TITLES.orderLineId,
      kind: 'select',
      width: 200,
      facts: facts.orderLineId,
      options: orderLines.map((order) => ({
        value: order.orderLineId,
        title: `${order.lineNo} ${order.materialCode} ${order.materialName}`,
      })),
      rule: rule('orderLineId'),
    },
    { key: 'specification', title: '规格', width: 132, value: (line) => line.order?.specification ?? '' },
    { key: 'uomName', title: '单位', width: 52, value: (line) => line.order?.uomName ?? '' },
    { key: 'qty', title: '订购', width: 72, align: 'right', decimals: unitOf, value: shown((o) => o.qty) },
    {
      key: 'receivedQty',
      title: '已到货',
      width: 72,
      align: 'right',
      decimals: unitOf,
      value: shown((o) => o.receivedQty),
    },
    {
      key: 'shippedOpenQty',
      title: '在途',
      width: 64,
      align: 'right',
      decimals: unitOf,
      value: shown((o) => o.shippedOpenQty),
    },
    { key: 'shippable', title: '可发数', width: 72, align: 'right', decimals: unitOf, value: shown(shippableQty) },
    {
      key: 'shipQty',
      title: LINE_TITLES.shipQty,
      kind: 'number',
      width: 88,
      align: 'right',
      facts: facts.shipQty,
      decimals: unitOf,
      rule: rule('shipQty'),
      sum: true,
    },
    {
      key: 'perBox',
      title: LINE_TITLES.perBox,
      kind: 'number',
      width: 80,
      align: 'right',
      facts: facts.perBox,
      decimals: unitOf,
      rule: rule('perBox'),
    },
    {
      key: 'boxes',
      title: '箱数',
      width: 56,
      align: 'right',
      value: (line) => boxCountOf(line.shipQty, line.perBox, line.order?.uomPrecision ?? 0) || undefined,
      decimals: () => ({ places: 0 }),
      sum: true,
    },
    {
      key: 'supplierBatch',
      title: LINE_TITLES.supplierBatch,
      width: 112,
      facts: facts.supplierBatch,
      rule: rule('supplierBatch'),
    },
    {
      key: 'productionDate',
      title: LINE_TITLES.productionDate,
      kind: 'date',
      width: 108,
      facts: facts.productionDate,
      rule: rule('productionDate'),
    },
    {
      key: 'expiryDate',
      title: LINE_TITLES.expiryDate,
      kind: 'date',
      width: 108,
      facts: facts.expiryDate,
      rule: rule('expiryDate'),
    },
  ];
}
