import { formatNumber } from '@/shared/lib/format';

export type DisposeKind = 'RETURN' | 'SORT' | 'SCRAP';

/** 处置 of a rejected lot (docs/design/scm-quality.md → IQC 检验); 特采 goes through the workflow submit. */
export const DISPOSE_KINDS: Record<DisposeKind | 'CONCESSION', string> = {
  RETURN: '退货（整批）',
  SORT: '挑选',
  SCRAP: '报废（整批）',
  CONCESSION: '特采（走审批）',
};

const places = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * Why a 挑选 cannot be sent (1017109): both quantities typed, in the lot unit's decimals, and adding up to the lot
 * (合格 2800 + 不合格 150 不等于批量 3000). Nothing when it holds.
 */
export function sortProblem(
  lotQty: number,
  precision: number,
  acceptedQty: number | null | undefined,
  rejectedQty: number | null | undefined,
): string | undefined {
  if (acceptedQty === null || acceptedQty === undefined) return '请填写挑选后的合格数';
  if (rejectedQty === null || rejectedQty === undefined) return '请填写挑选出的不合格数';
  if (acceptedQty < 0 || rejectedQty < 0) return '数量不能小于 0';
  if (places(acceptedQty) > precision || places(rejectedQty) > precision) {
    return `数量最多 ${precision} 位小数`;
  }
  const scale = 10 ** precision;
  if (Math.round(acceptedQty * scale) + Math.round(rejectedQty * scale) !== Math.round(lotQty * scale)) {
    const n = (value: number) => formatNumber(value, precision).replace(/,/g, '');
    return `挑选结果：合格 ${n(acceptedQty)} + 不合格 ${n(rejectedQty)} 不等于批量 ${n(lotQty)}`;
  }
  return undefined;
}
