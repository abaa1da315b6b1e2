/**
 * The rules' cross-field checks, said before sending with the server's messages (docs/design/scm-storage-2.md →
 * 规则与预警: 1018601, 1018605). Each gives the problem and the field it belongs to, or nothing.
 */
export interface RuleProblem {
  field: string;
  message: string;
}

type Qty = number | null | undefined;

/** 拉动规则: 最低 < 最高, 最低 ≤ 再订货点 < 最高, 固定批量 > 0 (1018601). */
export function pullRuleProblems(rule: {
  minQty: Qty;
  reorderQty: Qty;
  maxQty: Qty;
  qtyMode: string | null | undefined;
  fixedQty: Qty;
}): RuleProblem[] {
  const { minQty: min, reorderQty: rop, maxQty: max } = rule;
  const problems: RuleProblem[] = [];
  if (min != null && max != null && min >= max)
    problems.push({ field: 'maxQty', message: `最低库存 ${min} 须小于最高库存 ${max}` });
  else if (min != null && max != null && rop != null && (rop < min || rop >= max))
    problems.push({ field: 'reorderQty', message: `再订货点 ${rop} 须在最低库存 ${min} 与最高库存 ${max} 之间` });
  if (rule.qtyMode === 'FIXED' && !(rule.fixedQty != null && rule.fixedQty > 0))
    problems.push({ field: 'fixedQty', message: '补货方式为“固定批量”时，批量须大于 0' });
  return problems;
}

/** 库存上下限: 最低 ≤ 安全 < 最高 (1018605). */
export function ibwRuleProblems(rule: { minQty: Qty; safetyQty: Qty; maxQty: Qty }): RuleProblem[] {
  const { minQty: min, safetyQty: safety, maxQty: max } = rule;
  if (min == null || safety == null || max == null) return [];
  if (min <= safety && safety < max) return [];
  return [
    {
      field: min > safety ? 'safetyQty' : 'maxQty',
      message: `须满足最低库存 ≤ 安全库存 < 最高库存（最低 ${min}，安全 ${safety}，最高 ${max}）`,
    },
  ];
}

/** A quantity with more decimals than its unit (1018602): 最高库存 12.5 超出单位“个”的小数位数 0. */
export function decimalsProblem(label: string, qty: Qty, unit: { uomName: string; uomPrecision: number }) {
  if (qty == null) return undefined;
  const [, decimals = ''] = String(qty).split('.');
  return decimals.length > unit.uomPrecision
    ? `${label} ${qty} 超出单位“${unit.uomName}”的小数位数 ${unit.uomPrecision}`
    : undefined;
}
