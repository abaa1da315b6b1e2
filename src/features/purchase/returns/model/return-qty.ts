import type { PoReturnSource } from '@/entities/purchase-order';
import { decimalsOf, roundHalfUp } from '@/shared/lib/format';

/** What the quantity rule reads of the source returned from: what is on hand there and already being returned. */
export type ReturnSourceFacts = Pick<PoReturnSource, 'onHandQty' | 'returningQty' | 'uomName' | 'uomPrecision'>;

/** A quantity as the messages write it: the unit's decimals at most, no separators. */
const plain = (value: number, places: number) => String(Number(roundHalfUp(value, places)));

/** 可退数 = 库位现存 − 退货中 (the source's other returns not yet shipped out), never below 0. */
export function returnableQty(source: ReturnSourceFacts): number {
  const step = 10 ** source.uomPrecision;
  const steps = Math.round(source.onHandQty * step) - Math.round(source.returningQty * step);
  return Math.max(0, steps) / step;
}

/**
 * Why `qty` cannot be returned from the source (docs/design/scm-purchase.md → 退货管理), in the server's words:
 * above 0 with the unit's decimals, at most what is on hand (退货数 300 超过库位现存 200), at most what other returns
 * leave (退货数 200 超过可退数 0（库位现存 200，其他退货单占用 200）); nothing when it can.
 */
export function returnQtyProblem(qty: number | null | undefined, source: ReturnSourceFacts | undefined) {
  if (typeof qty !== 'number') return undefined;
  if (qty <= 0) return '退货数必须大于 0';
  if (!source) return undefined;
  const places = source.uomPrecision;
  if (decimalsOf(qty) > places)
    return places === 0
      ? `单位“${source.uomName}”的退货数只能是整数`
      : `单位“${source.uomName}”的退货数最多 ${places} 位小数`;
  const q = (value: number) => plain(value, places);
  if (qty > source.onHandQty) return `退货数 ${q(qty)} 超过库位现存 ${q(source.onHandQty)}`;
  const returnable = returnableQty(source);
  if (qty > returnable)
    return `退货数 ${q(qty)} 超过可退数 ${q(returnable)}（库位现存 ${q(source.onHandQty)}，其他退货单占用 ${q(source.returningQty)}）`;
  return undefined;
}
