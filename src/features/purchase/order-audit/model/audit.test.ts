import { describe, expect, it } from 'vitest';
import { auditItems, opinionProblem, type AuditRow } from './audit';

describe('订单审核', () => {
  it('names each item by its type and id, orders and changes together', () => {
    const rows = [
      { bizType: 'ORDER', id: '1716352000000470002', billNo: 'PO-202611-0002' },
      { bizType: 'CHANGE', id: '1716352000000472002', billNo: 'PC-202611-0002' },
    ] as AuditRow[];
    expect(auditItems(rows)).toEqual([
      { bizType: 'ORDER', id: '1716352000000470002' },
      { bizType: 'CHANGE', id: '1716352000000472002' },
    ]);
  });

  it('asks an opinion of a rejection only', () => {
    expect(opinionProblem('reject', '  ')).toBe('请填写驳回意见，说明需要修改什么');
    expect(opinionProblem('reject', '单价偏高')).toBeUndefined();
    expect(opinionProblem('approve', '')).toBeUndefined();
  });
});
