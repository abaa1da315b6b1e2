import { boxCountOf, shippableQty as asnShippableQty, shipRefusal, type ShippableFacts } from '@/entities/asn';
import type { CollabOrderDetail, CollabOrderLine } from '@/entities/collab/order';
import { decimalsOf } from '@/shared/lib/format';
import type { CollabOrderAsnCreateVariables } from '@/shared/api';

type AsnBody = CollabOrderAsnCreateVariables['body'];

/** What the dialog holds for one order line; a line without 发货数 is not shipped on this ASN. */
export interface AsnLineInput {
  shipQty: number | null;
  perBox: number | null;
  supplierBatch: string;
  productionDate: string;
  expiryDate: string;
}

export interface AsnHeaderInput {
  expectedDate: string;
  carrier: string;
  waybillNo: string;
  remark: string;
}

export const emptyAsnLine = (): AsnLineInput => ({
  shipQty: null,
  perBox: null,
  supplierBatch: '',
  productionDate: '',
  expiryDate: '',
});

const BATCH = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const WAYBILL = /^[A-Za-z0-9-]+$/;

/** 在途: shipped on ASNs and not yet received. */
export const inTransit = (line: CollabOrderLine) => Math.max(0, line.shippedQty - line.receivedQty);

/** What the ASN's shipping rule (entities/asn) reads of an order line as the supplier sees it. */
const factsOf = (line: CollabOrderLine, tolerancePct: number): ShippableFacts => ({
  materialCode: line.materialCode,
  qty: line.qty,
  receivedQty: line.receivedQty,
  shippedOpenQty: inTransit(line),
  deliveryTolerancePct: tolerancePct,
  uomPrecision: line.uomPrecision,
});

/** 可发数, by the ASN's own rule: (订购 − 已到货) × (1 + 允差%) − 在途, down to the unit's decimals, never below 0. */
export const shippableQty = (line: CollabOrderLine, tolerancePct: number): number =>
  asnShippableQty(factsOf(line, tolerancePct));

/** Why a line cannot go on an ASN at all (its date waits for the buyer, or it has shipped what it may). */
export function unshippableReason(line: CollabOrderLine, tolerancePct: number): string | undefined {
  if (line.datePending) return '回复交期待客户接受，暂不能发货';
  if (shippableQty(line, tolerancePct) <= 0) return '已发足';
  return undefined;
}

/** 箱数 = 发货数 ÷ 每箱数, rounded up (the labels count the same boxes); none while either is missing. */
export function boxCount(input: Pick<AsnLineInput, 'shipQty' | 'perBox'>, places: number): number | undefined {
  return boxCountOf(input.shipQty, input.perBox, places) || undefined;
}

const decimalsMessage = (what: string, line: CollabOrderLine) =>
  line.uomPrecision === 0
    ? `${what}只能是整数（单位“${line.uomName}”）`
    : `${what}最多 ${line.uomPrecision} 位小数（单位“${line.uomName}”）`;

/** A line's problems by field, in Chinese, with the numbers of a refused quantity as the server gives them. */
export function asnLineProblems(
  line: CollabOrderLine,
  input: AsnLineInput,
  tolerancePct: number,
  today: string,
): Partial<Record<keyof AsnLineInput, string>> {
  const problems: Partial<Record<keyof AsnLineInput, string>> = {};
  const { shipQty, perBox } = input;
  if (shipQty === null) return problems;
  const over = shipRefusal(line.lineNo, factsOf(line, tolerancePct), shipQty);
  if (shipQty <= 0) problems.shipQty = '发货数须大于 0';
  else if (decimalsOf(shipQty) > line.uomPrecision) problems.shipQty = decimalsMessage('发货数', line);
  else if (over) problems.shipQty = over;
  if (perBox === null) problems.perBox = '请输入每箱数';
  else if (perBox <= 0) problems.perBox = '每箱数须大于 0';
  else if (decimalsOf(perBox) > line.uomPrecision) problems.perBox = decimalsMessage('每箱数', line);
  if (input.supplierBatch && !BATCH.test(input.supplierBatch))
    problems.supplierBatch = '供应商批次只能含字母、数字与 . _ / -，并以字母或数字开头';
  else if (input.supplierBatch.length > 32) problems.supplierBatch = '供应商批次不能超过 32 个字符';
  if (input.productionDate && input.productionDate > today) problems.productionDate = '生产日期不能晚于今天';
  if (input.expiryDate && input.productionDate && input.expiryDate < input.productionDate)
    problems.expiryDate = '有效期至不能早于生产日期';
  return problems;
}

/** The header's problems by field. */
export function asnHeaderProblems(
  header: AsnHeaderInput,
  today: string,
): Partial<Record<keyof AsnHeaderInput, string>> {
  const problems: Partial<Record<keyof AsnHeaderInput, string>> = {};
  if (!header.expectedDate) problems.expectedDate = '请选择预计到货日期';
  else if (header.expectedDate < today) problems.expectedDate = '预计到货不能早于今天';
  if (header.carrier.trim().length > 32) problems.carrier = '承运商不能超过 32 个字符';
  const waybill = header.waybillNo.trim();
  if (waybill && !WAYBILL.test(waybill)) problems.waybillNo = '运单号只能含字母、数字与 -';
  else if (waybill.length > 32) problems.waybillNo = '运单号不能超过 32 个字符';
  return problems;
}

/** The lines given a 发货数, in the order's line order. */
export function shippedLines(order: CollabOrderDetail, inputs: Readonly<Record<string, AsnLineInput>>) {
  return order.lines.filter(
    (line) => !unshippableReason(line, order.tolerancePct) && (inputs[line.id]?.shipQty ?? null) !== null,
  );
}

const orNull = (text: string) => text.trim() || null;

/** The body of 生成 ASN: the header and only the lines given a 发货数. */
export function asnBody(
  order: CollabOrderDetail,
  header: AsnHeaderInput,
  inputs: Readonly<Record<string, AsnLineInput>>,
): AsnBody {
  return {
    orderId: order.id,
    expectedDate: header.expectedDate,
    carrier: orNull(header.carrier),
    waybillNo: orNull(header.waybillNo),
    remark: orNull(header.remark),
    lines: shippedLines(order, inputs).map((line) => {
      const input = inputs[line.id] ?? emptyAsnLine();
      return {
        orderLineId: line.id,
        shipQty: input.shipQty ?? 0,
        perBox: input.perBox ?? 0,
        supplierBatch: orNull(input.supplierBatch),
        productionDate: input.productionDate || null,
        expiryDate: input.expiryDate || null,
      };
    }),
  };
}
