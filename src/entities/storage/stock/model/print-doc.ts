import { formatNumber } from '@/shared/lib/format';
import type { PrintColumn, PrintField } from '@/shared/ui/print-sheet';
import type { StDocHead } from './types';

/** What every storage line prints: its material, unit with its decimals, batch. */
export interface PrintableLine {
  id: string;
  lineNo: number;
  materialCode: string;
  materialName: string;
  specification?: string | null;
  uomName: string;
  uomPrecision: number;
  batchNo?: string | null;
}

/**
 * How a kind of storage document prints (docs/design/scm-storage.md → Print): its business type in 平台运营's print
 * templates, the fields of its head beyond the common ones (keys as that type's placeholders), its line columns (also
 * the ${lines} table), totals and who signs.
 */
export interface StockDocPrint<Doc extends StDocHead & { lines: readonly Line[] }, Line extends PrintableLine> {
  bizType: string;
  /** 采购入库单 */
  noun: string;
  fields?: (doc: Doc) => PrintField[];
  columns: readonly PrintColumn<Line>[];
  /** The quantity the totals add up per unit; none: only the line count. */
  qty?: (line: Line) => number;
  signatures: readonly string[];
}

/** The head every document prints: 单号, 业务日期, 仓库, then the kind's, then 经办人 and 过账时间. */
export function docPrintFields(doc: StDocHead, kind: readonly PrintField[] = []): PrintField[] {
  return [
    { key: 'docNo', label: '单号', value: doc.docNo },
    { key: 'bizDate', label: '业务日期', value: doc.bizDate },
    { key: 'houseName', label: '仓库', value: doc.houseName ?? '' },
    ...kind,
    { key: 'operatorName', label: '经办人', value: doc.operatorName ?? '' },
    { key: 'postTime', label: '过账时间', value: doc.postTime ?? '' },
  ];
}

/** 共 3 行, and 合计数量 per unit: 150 台, or 150 台 / 2,000 个 when the lines mix units. */
export function printTotals<Line extends PrintableLine>(
  lines: readonly Line[],
  qty?: (line: Line) => number,
): string[] {
  const count = `共 ${lines.length} 行`;
  if (!qty) return [count];
  const byUnit = new Map<string, { sum: number; precision: number }>();
  for (const line of lines) {
    const seen = byUnit.get(line.uomName) ?? { sum: 0, precision: line.uomPrecision };
    byUnit.set(line.uomName, { sum: seen.sum + qty(line), precision: Math.max(seen.precision, line.uomPrecision) });
  }
  const sums = [...byUnit].map(([unit, { sum, precision }]) => `${formatNumber(sum, precision)} ${unit}`);
  return [count, `合计数量：${sums.join(' / ')}`];
}

/** A quantity column in the line's unit decimals. */
export function qtyColumn<Line extends PrintableLine>(title: string, qty: (line: Line) => number): PrintColumn<Line> {
  return { title, numeric: true, text: (line) => formatNumber(qty(line), line.uomPrecision) };
}

/**
 * The columns most documents print: 行号, 物料编码, 物料名称, 规格型号, 批次, then the kind's (库位, 数量…), then 单位.
 */
export function stockPrintColumns<Line extends PrintableLine>(kind: readonly PrintColumn<Line>[]): PrintColumn<Line>[] {
  return [
    { title: '行号', numeric: true, text: (line) => String(line.lineNo) },
    { title: '物料编码', text: (line) => line.materialCode },
    { title: '物料名称', text: (line) => line.materialName },
    { title: '规格型号', text: (line) => line.specification ?? '' },
    { title: '批次', text: (line) => line.batchNo ?? '' },
    ...kind,
    { title: '单位', text: (line) => line.uomName },
  ];
}
