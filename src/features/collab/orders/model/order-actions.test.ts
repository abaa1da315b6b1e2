import { describe, expect, it } from 'vitest';
import { rowConditionPasses } from '@/shared/lib/table-query';
import type { CollabOrderRow } from '@/entities/collab/order';
import { allows, confirmRefusal, whenState } from './order-actions';

const row = (state: CollabOrderRow['state']) => ({ state }) as CollabOrderRow;

describe('the supplier’s actions by state', () => {
  it('answers a waiting order; replies while anything is to ship; makes ASNs from confirmed or shipping orders', () => {
    expect(allows('confirm', 'WAIT_CONFIRM')).toBe(true);
    expect(allows('confirm', 'CONFIRMED')).toBe(false);
    expect(allows('refuse', 'DATE_PENDING')).toBe(false);
    expect(allows('reply', 'DATE_PENDING')).toBe(true);
    expect(allows('reply', 'DONE')).toBe(false);
    expect(allows('asn', 'SHIPPING')).toBe(true);
    expect(allows('asn', 'DATE_PENDING')).toBe(false);
    expect(rowConditionPasses(row('CLOSED'), whenState('reply'))).toBe(false);
    expect(rowConditionPasses(row('CONFIRMED'), whenState('asn'))).toBe(true);
  });
  it('confirms several orders only when every one waits, naming those that do not', () => {
    expect(confirmRefusal([])).toBe('请先选择待确认的订单');
    expect(
      confirmRefusal([
        { orderNo: 'PO-202611-0012', state: 'WAIT_CONFIRM' },
        { orderNo: 'PO-202611-0011', state: 'CONFIRMED' },
        { orderNo: 'PO-202611-0009', state: 'SHIPPING' },
      ]),
    ).toBe('只能确认待确认的订单，PO-202611-0011、PO-202611-0009 不是待确认状态');
    expect(confirmRefusal([{ orderNo: 'PO-202611-0012', state: 'WAIT_CONFIRM' }])).toBeUndefined();
  });
});
