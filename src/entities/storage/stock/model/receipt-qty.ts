import { roundQty } from './figures';

/**
 * What a receipt line knows of its source (an ASN line with its order line, or an order line alone), as
 * `stReceiptSources` and the receipt's lines give it. docs/design/scm-storage.md → 到货收货.
 */
export interface ReceiptSourceQty {
  /** 发货数 of the ASN line; null for an order line received without ASN. */
  shipQty?: number | null;
  /** What the ASN line has received already (posted receipts). */
  asnReceivedQty?: number | null;
  orderedQty: number;
  /** 已到货 of the order line (posted receipts). */
  arrivedQty: number;
  /** The supplier's 交货数量允差 %. */
  tolerancePct: number;
  uomPrecision: number;
}

/** Rounds down to the unit's decimals (a tolerance never lets in a part of the smallest unit), float tails kept out. */
export function floorQty(qty: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.floor(roundQty(qty * factor, 6)) / factor;
}

/** What may still arrive before the tolerance: the ASN line's open 发货数 within the order line's open quantity. */
export function openQty(source: ReceiptSourceQty): number {
  const p = source.uomPrecision;
  const orderOpen = Math.max(0, roundQty(source.orderedQty - source.arrivedQty, p));
  if (source.shipQty === null || source.shipQty === undefined) return orderOpen;
  const shipOpen = Math.max(0, roundQty(source.shipQty - (source.asnReceivedQty ?? 0), p));
  return Math.min(shipOpen, orderOpen);
}

/** 可收数 = min(发货数, 订购 − 已到货) × (1 + 允差 %), rounded down to the unit's decimals. */
export function receivableQty(source: ReceiptSourceQty): number {
  return floorQty(openQty(source) * (1 + source.tolerancePct / 100), source.uomPrecision);
}

/** The quantity 短少 and 超收 are measured against: 发货数 (open) for an ASN line, 订购 − 已到货 for an order line. */
const expectedQty = (source: ReceiptSourceQty) => openQty(source);

/** 短少 = max(0, 发货数 − 实收). */
export function shortQty(source: ReceiptSourceQty, receivedQty: number): number {
  return Math.max(0, roundQty(expectedQty(source) - receivedQty, source.uomPrecision));
}

/** 超收 = max(0, 实收 − 发货数) (within the tolerance, or it is refused). */
export function overQty(source: ReceiptSourceQty, receivedQty: number): number {
  return Math.max(0, roundQty(receivedQty - expectedQty(source), source.uomPrecision));
}

/** 入库数 = 实收 − 破损 (the damaged part goes to the isolation location as 到货拒收). */
export function inQty(receivedQty: number, damagedQty: number, precision: number): number {
  return Math.max(0, roundQty(receivedQty - damagedQty, precision));
}

/**
 * The over-receipt refusal with its numbers, as the server's 1018101 says it:
 * 第 1 行 EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）; at the cell without the line (the grid names it);
 * an order line without ASN names 订购 and 已到货.
 */
export function overReceiptProblem(
  source: ReceiptSourceQty & { materialCode?: string },
  receivedQty: number,
  lineNo?: number,
): string | undefined {
  const limit = receivableQty(source);
  if (receivedQty <= limit) return undefined;
  const basis =
    source.shipQty === null || source.shipQty === undefined
      ? `订购 ${source.orderedQty}，已到货 ${source.arrivedQty}`
      : `发货 ${roundQty(source.shipQty - (source.asnReceivedQty ?? 0), source.uomPrecision)}`;
  const where = [lineNo ? `第 ${lineNo} 行` : '', source.materialCode ?? ''].filter(Boolean);
  return [...where, `实收 ${receivedQty} 超过可收数 ${limit}（${basis}，允差 ${source.tolerancePct}%）`].join(' ');
}

/** 破损 is a part of 实收. */
export function damagedProblem(receivedQty: number, damagedQty: number): string | undefined {
  return damagedQty > receivedQty ? `破损 ${damagedQty} 超过实收 ${receivedQty}` : undefined;
}
