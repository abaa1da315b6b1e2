import { CLASS_NAMES, type DefectClass } from './inspection-labels';

export interface TallyRow {
  defectClass: DefectClass;
  defectQty: number;
  ac: number;
  re: number;
  verdict: 'ACCEPT' | 'REJECT';
}

/** ACCEPT while the class's count is not above Ac; REJECT from Re on (single sampling: Re = Ac + 1). */
export const verdictOf = (qty: number, ac: number, re: number): TallyRow['verdict'] =>
  qty >= re || qty > ac ? 'REJECT' : 'ACCEPT';

/**
 * The running tally (docs/design/scm-quality.md → IQC 检验): per class of the plan, the sum of the defect records'
 * quantities against its Ac / Re. A piece with defects of two classes is recorded once, under the worst, by the
 * inspector; the tally only adds.
 */
export function tallyOf(
  classes: readonly { defectClass: DefectClass; ac: number; re: number }[],
  defects: readonly { defectClass: DefectClass; qty: number }[],
): TallyRow[] {
  return classes.map(({ defectClass, ac, re }) => {
    const defectQty = defects.filter((d) => d.defectClass === defectClass).reduce((sum, d) => sum + d.qty, 0);
    return { defectClass, defectQty, ac, re, verdict: verdictOf(defectQty, ac, re) };
  });
}

/** '严重缺陷 3 已达拒收数 Re 3': a class that reached Re, in the server's words (1017108). */
export const reachedReText = (row: Pick<TallyRow, 'defectClass' | 'defectQty' | 're'>) =>
  `${CLASS_NAMES[row.defectClass]}缺陷 ${row.defectQty} 已达拒收数 Re ${row.re}`;
