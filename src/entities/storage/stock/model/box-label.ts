/**
 * The supplier's box label `{ASN 号}|{行号}|{箱号}/{箱数}` (purchase's ASN labels, entities/asn), scanned at receipt
 * where the supplier's configuration says labelRequired. docs/design/scm-storage.md → 到货收货 → Labels.
 */
export interface BoxLabel {
  asnNo: string;
  lineNo: number;
  box: number;
  boxes: number;
}

const LABEL = /^\s*([^|\s]+)\|(\d+)\|(\d+)\/(\d+)\s*$/;

/** The label's parts, or undefined for text that is no box label. */
export function parseBoxLabel(text: string): BoxLabel | undefined {
  const match = LABEL.exec(text);
  if (!match) return undefined;
  const [, asnNo = '', lineNo, box, boxes] = match;
  const label = { asnNo, lineNo: Number(lineNo), box: Number(box), boxes: Number(boxes) };
  return label.box >= 1 && label.box <= label.boxes ? label : undefined;
}

/** A receipt line as a scan sees it: its ASN line, its boxes and those scanned. */
export interface ScannableLine {
  asnNo?: string | null;
  asnLineNo?: number | null;
  boxCount?: number | null;
  /** The labels scanned so far, as scanned. */
  scannedLabels?: readonly string[] | null;
}

/** The boxes a line's scanned labels name (each once). */
export function scannedBoxes(line: ScannableLine): Set<number> {
  const boxes = new Set<number>();
  for (const text of line.scannedLabels ?? []) {
    const label = parseBoxLabel(text);
    if (label) boxes.add(label.box);
  }
  return boxes;
}

export type ScanResult = { line: number; label: string; box: number; boxes: number } | { refused: string };

/**
 * Which line a scanned label belongs to (its index) and its box; refused with why for text that is no label, a label
 * of another ASN or line (1018103), or a box scanned already.
 */
export function scanBoxLabel(lines: readonly ScannableLine[], text: string): ScanResult {
  const label = parseBoxLabel(text);
  const shown = text.trim();
  if (!label) return { refused: `“${shown}”不是箱标签（应为 ASN 号|行号|箱号/箱数）` };
  const index = lines.findIndex((line) => line.asnNo === label.asnNo && line.asnLineNo === label.lineNo);
  const line = lines[index];
  if (!line) return { refused: `标签 ${shown} 不属于本单的 ASN 行` };
  if (scannedBoxes(line).has(label.box))
    return { refused: `${label.asnNo} 第 ${label.lineNo} 行 第 ${label.box}/${label.boxes} 箱已扫描` };
  return { line: index, label: shown, box: label.box, boxes: label.boxes };
}

/** 1018102 before it is sent: ASN-202611-0002 第 1 行 还有 1 箱未扫描标签; nothing for a line without boxes. */
export function unscannedProblem(line: ScannableLine): string | undefined {
  if (!line.asnNo || !line.boxCount) return undefined;
  const missing = line.boxCount - scannedBoxes(line).size;
  return missing > 0 ? `${line.asnNo} 第 ${line.asnLineNo ?? ''} 行 还有 ${missing} 箱未扫描标签` : undefined;
}
