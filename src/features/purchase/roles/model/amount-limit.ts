import { decimalsOf } from '@/shared/lib/format';
import type { PoRoleType } from './role-types';

/**
 * 审批限额 by role (价税合计, CNY): an approver's is required and above 0; a buyer approves nothing, so has none; a
 * supervisor's may be empty (no limit) or a positive amount. At most 2 decimals. Nothing when the amount fits.
 */
export function amountLimitProblem(roleType: PoRoleType | '', amountLimit: number | null): string | undefined {
  if (amountLimit === null) return roleType === 'APPROVER' ? '审核人须填写审批限额' : undefined;
  if (roleType === 'BUYER') return '采购员不审批订单，不填审批限额';
  if (amountLimit <= 0) return '审批限额必须大于 0';
  if (decimalsOf(amountLimit) > 2) return '审批限额最多 2 位小数';
  return undefined;
}
