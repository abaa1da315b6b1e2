import { inSteps, plainQty } from './quantity';
import type { AsnDetail, AsnDetailLine } from './types';

/** One pack label: one box of one ASN line, and the barcode payload receiving scans. */
export interface AsnLabel {
  /** `{ASN 号}|{行号}|{箱号}/{箱数}`, e.g. ASN-202611-0002|1|1/1 (docs/design/scm-purchase.md → 到货通知). */
  payload: string;
  asnNo: string;
  orderNo: string;
  supplierCode: string;
  supplierName: string;
  lineNo: number;
  materialCode: string;
  materialName: string;
  specification: string | null;
  /** What this box holds, with its unit: 每箱数, the last box the rest. */
  qty: number;
  /** The quantity as printed: '500 个'. */
  qtyText: string;
  supplierBatch: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  box: number;
  boxes: number;
}

/** 箱数 = ⌈发货数 ÷ 每箱数⌉, counted in the unit's smallest steps (0 while either is not a positive number). */
export function boxCountOf(shipQty: number | null | undefined, perBox: number | null | undefined, places: number) {
  if (!shipQty || !perBox || shipQty <= 0 || perBox <= 0) return 0;
  return Math.ceil(inSteps(shipQty, places) / inSteps(perBox, places));
}

/** The quantities of a line's boxes: 每箱数 in boxes 1 … n − 1, the rest in box n (300 at 90: 90, 90, 90, 30). */
export function boxQuantities(line: Pick<AsnDetailLine, 'shipQty' | 'perBox' | 'uomPrecision'>): number[] {
  const places = line.uomPrecision;
  const boxes = boxCountOf(line.shipQty, line.perBox, places);
  if (boxes === 0) return [];
  const step = 10 ** places;
  const rest = (inSteps(line.shipQty, places) - inSteps(line.perBox, places) * (boxes - 1)) / step;
  return Array.from({ length: boxes }, (_, i) => (i < boxes - 1 ? line.perBox : rest));
}

/** The ASN's pack labels: one per box, line by line, box by box. */
export function labelsOf(
  asn: Pick<AsnDetail, 'asnNo' | 'orderNo' | 'supplierCode' | 'supplierName' | 'lines'>,
): AsnLabel[] {
  return asn.lines.flatMap((line) => {
    const quantities = boxQuantities(line);
    return quantities.map((qty, index) => ({
      payload: `${asn.asnNo}|${line.lineNo}|${index + 1}/${quantities.length}`,
      asnNo: asn.asnNo,
      orderNo: asn.orderNo,
      supplierCode: asn.supplierCode,
      supplierName: asn.supplierName,
      lineNo: line.lineNo,
      materialCode: line.materialCode,
      materialName: line.materialName,
      specification: line.specification ?? null,
      qty,
      qtyText: `${plainQty(qty, line.uomPrecision)} ${line.uomName}`,
      supplierBatch: line.supplierBatch ?? null,
      productionDate: line.productionDate ?? null,
      expiryDate: line.expiryDate ?? null,
      box: index + 1,
      boxes: quantities.length,
    }));
  });
}
