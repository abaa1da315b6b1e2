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
