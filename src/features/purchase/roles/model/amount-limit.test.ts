import { describe, expect, it } from 'vitest';
import { amountLimitProblem } from './amount-limit';

describe('审批限额', () => {
  it('is required and above 0 for an approver, in the contract’s words', () => {
    expect(amountLimitProblem('APPROVER', null)).toBe('审核人须填写审批限额');
    expect(amountLimitProblem('APPROVER', 0)).toBe('审批限额必须大于 0');
    expect(amountLimitProblem('APPROVER', 50000)).toBeUndefined();
    expect(amountLimitProblem('APPROVER', 50000.005)).toBe('审批限额最多 2 位小数');
  });

  it('is empty for a buyer, and empty (no limit) or positive for a supervisor', () => {
    expect(amountLimitProblem('BUYER', null)).toBeUndefined();
    expect(amountLimitProblem('BUYER', 10000)).toBe('采购员不审批订单，不填审批限额');
    expect(amountLimitProblem('SUPERVISOR', null)).toBeUndefined();
    expect(amountLimitProblem('SUPERVISOR', 200000)).toBeUndefined();
    expect(amountLimitProblem('SUPERVISOR', -1)).toBe('审批限额必须大于 0');
  });
});
