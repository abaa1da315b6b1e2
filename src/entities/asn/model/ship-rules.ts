import dayjs from 'dayjs';
import { floorTo, plainQty } from './quantity';
import type { AsnOrderLine } from './types';

/** What the shipping rule reads of an order line. */
export type ShippableFacts = Pick<
  AsnOrderLine,
  'materialCode' | 'qty' | 'receivedQty' | 'shippedOpenQty' | 'deliveryTolerancePct' | 'uomPrecision'
>;

/**
 * 可发数 (docs/design/scm-purchase.md → 到货通知): (订购 − 已到货) × (1 + 允差 %) − 在途, rounded down to the unit's
 * decimals, never below 0. 在途 is what the line's other shipped ASNs have not yet delivered; drafts do not count.
 */
export function shippableQty(line: ShippableFacts): number {
  const open = line.qty - line.receivedQty;
  const allowed = (open * (100 + line.deliveryTolerancePct)) / 100;
  return Math.max(0, floorTo(allowed - line.shippedOpenQty, line.uomPrecision));
}

/**
 * Why `shipQty` cannot be shipped on the line, with the numbers, as the grid says it at the line's 发货数 cell (the
 * grid names the line and the column): '2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）'; nothing when
 * it can.
 */
export function overShipment(line: ShippableFacts, shipQty: number): string | undefined {
  const shippable = shippableQty(line);
  if (shipQty <= shippable) return undefined;
  const qty = (value: number) => plainQty(value, line.uomPrecision);
  return (
    `${qty(shipQty)} 超过可发数 ${qty(shippable)}` +
    `（订购 ${qty(line.qty)}，已到货 ${qty(line.receivedQty)}，在途 ${qty(line.shippedOpenQty)}，` +
    `允差 ${line.deliveryTolerancePct}%）`
  );
}

/** The refusal in the server's words (code 1015101), naming the ASN's line: '第 1 行 EL-CN-DB15F 发货数 2000 超过…'. */
export function shipRefusal(lineNo: number, line: ShippableFacts, shipQty: number): string | undefined {
  const over = overShipment(line, shipQty);
  return over && `第 ${lineNo} 行 ${line.materialCode} 发货数 ${over}`;
}

/** The batch-tracked material's refusal (1015102) when its 供应商批次 or 生产日期 is missing. */
export function batchShortfall(
  line: Pick<AsnOrderLine, 'materialCode' | 'materialName' | 'batchRequired'>,
  shipped: { supplierBatch?: string | null; productionDate?: string | null },
): string | undefined {
  if (!line.batchRequired || (shipped.supplierBatch && shipped.productionDate)) return undefined;
  return `${line.materialCode} ${line.materialName}按批次管理，须填写供应商批次和生产日期`;
}

/** 有效期至 offered for a production date: 生产日期 + 保质期 (days), when the material has a shelf life. */
export function offeredExpiry(productionDate: string | null | undefined, shelfLifeDays: number | null | undefined) {
  if (!productionDate || !shelfLifeDays || !/^\d{4}-\d{2}-\d{2}$/.test(productionDate)) return undefined;
  const made = dayjs(productionDate);
  return made.isValid() ? made.add(shelfLifeDays, 'day').format('YYYY-MM-DD') : undefined;
}
