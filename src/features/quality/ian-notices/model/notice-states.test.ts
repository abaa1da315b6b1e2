import { describe, expect, it } from 'vitest';
import { countText, unreadIds } from './notice-states';

describe('IAN 通知', () => {
  it('marks read only the notices still unread', () => {
    expect(
      unreadIds([
        { id: '1716352000000535008', state: 'UNREAD' },
        { id: '1716352000000535006', state: 'READ' },
        { id: '1716352000000535007', state: 'HANDLED' },
      ]),
    ).toEqual(['1716352000000535008']);
  });

  it('says the unread and overdue counts', () => {
    expect(countText({ unread: 1, overdue: 1 })).toBe('未读 1 · 逾期 1');
  });
});
