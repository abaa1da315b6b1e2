import type { ResultRow } from '@/shared/api';

export const IMPORT_MESSAGES = {
  noFile: '请选择导入文件',
  empty: '导入文件内容为空',
  checkFailed: (message: string) => `校验失败：${message}`,
  done: '导入完成',
} as const;

/** product.md §4.3: what a check result leads to. */
export type CheckOutcome = 'empty' | 'errors' | 'warnings' | 'clean';

export function checkOutcome(rows: readonly ResultRow[]): CheckOutcome {
  if (rows.length === 0) return 'empty';
  if (rows.some((r) => (r.errors?.length ?? 0) > 0 || r.verifySuccess === false)) return 'errors';
  if (rows.some((r) => (r.warnings?.length ?? 0) > 0)) return 'warnings';
  return 'clean';
}

const refused = (r: ResultRow) => (r.errors?.length ?? 0) > 0 || r.verifySuccess === false;
const noted = (r: ResultRow) => (r.warnings?.length ?? 0) > 0;

/**
 * What a check with problems shows (product.md §4.3 "the dialog lists them"): the rows refused or noted, in file
 * order, and the counts — '共 26 行：3 行未通过，1 行需留意' — so a refused row is not lost among hundreds of clean ones.
 */
export function checkSummary(rows: readonly ResultRow[]): { rows: ResultRow[]; text: string } {
  const errors = rows.filter(refused).length;
  const warnings = rows.filter((r) => !refused(r) && noted(r)).length;
  const parts = [errors ? `${errors} 行未通过` : '', warnings ? `${warnings} 行需留意` : ''].filter(Boolean);
  return { rows: rows.filter((r) => refused(r) || noted(r)), text: `共 ${rows.length} 行：${parts.join('，')}` };
}
