import { decimalsOf } from '@/shared/lib/format';
import { roundQty } from './figures';

/**
 * The rules of an entry line (期初, 生产入库, 其他入库), said before sending as the server refuses them
 * (docs/design/scm-storage.md → Documents, Error codes 1018001 / 1018002 / 1018121).
 */

/** 数量 > 0 in at most the unit's decimals: '数量 12.5 超出单位“个”的小数位数 0' (1018001). */
export function entryQtyProblem(qty: unknown, unit: { uomName?: string; uomPrecision?: number }): string | undefined {
  if (typeof qty !== 'number' || Number.isNaN(qty)) return undefined;
  if (qty <= 0) return '数量须大于 0';
  if (unit.uomName && unit.uomPrecision !== undefined && decimalsOf(qty) > unit.uomPrecision)
    return `数量 ${qty} 超出单位“${unit.uomName}”的小数位数 ${unit.uomPrecision}`;
  return undefined;
}

/** A batch- or serial-tracked material needs a batch on every line (1018002). */
export function batchRequiredProblem(line: {
  materialCode?: string;
  traceability?: string | null;
  batchNo?: string | null;
}): string | undefined {
  const tracked = line.traceability === 'BATCH' || line.traceability === 'SERIAL';
  if (!tracked || (line.batchNo ?? '').trim()) return undefined;
  const by = line.traceability === 'SERIAL' ? '序列号' : '批次';
  return `物料 ${line.materialCode ?? ''} 按${by}管理，须填写批次`;
}

/** 有效期至 not before 生产日期 (dates as YYYY-MM-DD). */
export function expiryDateProblem(productionDate: unknown, expiryDate: unknown): string | undefined {
  if (typeof productionDate !== 'string' || typeof expiryDate !== 'string' || !productionDate || !expiryDate)
    return undefined;
  return expiryDate < productionDate ? `有效期至 早于 生产日期（${productionDate}）` : undefined;
}

/** What a work order can still bring in: 合格 − 已入库 (生产入库). */
export interface WorkOrderFigures {
  goodQty: number;
  enteredQty: number;
  uomPrecision: number;
}

/** 可入库 = 工单合格数 − 已入库, never below 0, in the unit's decimals. */
export function enterableQty(order: WorkOrderFigures): number {
  return Math.max(0, roundQty(order.goodQty - order.enteredQty, order.uomPrecision));
}

/** '入库数量 200 超过可入库 158（合格 258，已入库 100）' (1018121), or nothing within it. */
export function overEntryProblem(qty: unknown, order: WorkOrderFigures | undefined): string | undefined {
  if (typeof qty !== 'number' || !order) return undefined;
  const can = enterableQty(order);
  return qty > can
    ? `入库数量 ${qty} 超过可入库 ${can}（合格 ${order.goodQty}，已入库 ${order.enteredQty}）`
    : undefined;
}
