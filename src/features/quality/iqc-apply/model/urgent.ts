import type { IqcApplyRow } from '@/entities/quality/iqc-apply';

/**
 * Why the selected requests cannot be marked (or unmarked) 紧急: a judged lot waits for nothing (the server leaves it
 * as it is), so a selection with one is refused, naming them; undefined when it can go.
 */
export function urgentRefusal(rows: readonly Pick<IqcApplyRow, 'applyNo' | 'state'>[]): string | undefined {
  const judged = rows.filter((row) => row.state === 'JUDGED').map((row) => row.applyNo);
  if (judged.length === 0) return undefined;
  return `已判定的报检单不用再标记紧急：${judged.join('、')}`;
}
