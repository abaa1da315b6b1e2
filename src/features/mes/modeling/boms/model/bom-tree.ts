import { decimalsOf } from '@/shared/lib/format';
import type { MfgBomDetailData, MfgBomSaveLinesVariables } from '@/shared/api';

type SavedLine = MfgBomDetailData['lines'][number];
type LineBody = MfgBomSaveLinesVariables['body']['lines'][number];

/** The product itself: the tree's root, under which the first-level lines hang. */
export const ROOT = 'root';

/** A line while the BOM is edited: `key` is the saved line's id or `new-n`; `parentKey` ROOT for a first-level line. */
export interface LineDraft extends Omit<SavedLine, 'id' | 'parentId'> {
  key: string;
  parentKey: string;
}

/** A row of the tree table: the product (level 0) or a line, with its children. */
export interface BomNode {
  key: string;
  level: number;
  line?: LineDraft;
  children?: BomNode[];
}

export function draftsOf(lines: readonly SavedLine[]): LineDraft[] {
  return lines.map(({ id, parentId, ...line }) => ({ ...line, key: id, parentKey: parentId ?? ROOT }));
}

/** The tree of the drafts under the product, siblings in their order. */
export function treeOf(drafts: readonly LineDraft[]): BomNode {
  const grow = (parentKey: string, level: number): BomNode[] | undefined => {
    const children = drafts
      .filter((d) => d.parentKey === parentKey)
      .map<BomNode>((line) => ({ key: line.key, level, line, children: grow(line.key, level + 1) }));
    return children.length > 0 ? children : undefined;
  };
  return { key: ROOT, level: 0, children: grow(ROOT, 1) };
}

/** Every key that has children (全部展开). */
export function parentKeys(drafts: readonly LineDraft[]): string[] {
  return [ROOT, ...new Set(drafts.map((d) => d.parentKey).filter((k) => k !== ROOT))];
}

/** New lines under a parent, after its children. */
export function addLines(
  drafts: readonly LineDraft[],
  parentKey: string,
  lines: readonly Omit<LineDraft, 'parentKey'>[],
): LineDraft[] {
  return [...drafts, ...lines.map((line) => ({ ...line, parentKey }))];
}

/** A line and everything under it removed. */
export function removeLine(drafts: readonly LineDraft[], key: string): LineDraft[] {
  const gone = new Set([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of drafts) {
      if (!gone.has(d.key) && gone.has(d.parentKey)) {
        gone.add(d.key);
        grew = true;
      }
    }
  }
  return drafts.filter((d) => !gone.has(d.key));
}

/** How many lines a key's subtree holds beside itself (said when asking to remove it). */
export const descendantCount = (drafts: readonly LineDraft[], key: string) =>
  drafts.length - removeLine(drafts, key).length - 1;

/** Why a quantity cannot be used with its unit's decimals, in Chinese; nothing when it can. */
export function quantityProblem(
  quantity: number | null | undefined,
  precision: number,
  uomName: string,
): string | undefined {
  if (quantity == null || Number.isNaN(quantity)) return '请输入用量';
  if (quantity <= 0) return '用量必须大于 0';
  if (decimalsOf(quantity) > precision)
    return precision === 0 ? `单位“${uomName}”的用量只能是整数` : `单位“${uomName}”的用量最多 ${precision} 位小数`;
  return undefined;
}

/** A quantity shown with its unit's decimals ('12.500', '2400'). */
export const formatQuantity = (quantity: number, precision: number) => quantity.toFixed(precision);

/** What 保存 sends: every line of the tree, parents before children, a first-level line's parent as null. */
export function linesBody(bomId: string, drafts: readonly LineDraft[]): MfgBomSaveLinesVariables['body'] {
  const ordered: LineDraft[] = [];
  const walk = (parentKey: string) => {
    for (const d of drafts.filter((x) => x.parentKey === parentKey)) {
      ordered.push(d);
      walk(d.key);
    }
  };
  walk(ROOT);
  return {
    id: bomId,
    lines: ordered.map<LineBody>((d) => ({
      lineKey: d.key,
      parentKey: d.parentKey === ROOT ? null : d.parentKey,
      materialId: d.materialId,
      quantity: d.quantity,
      lossRate: d.lossRate,
      keyPart: d.keyPart,
      processId: d.processId ?? null,
      positions: d.positions ?? null,
    })),
  };
}
