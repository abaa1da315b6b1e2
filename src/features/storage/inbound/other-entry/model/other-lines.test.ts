import { describe, expect, it } from 'vitest';
import { linesForType, qualityStateOf, type OtherLine } from './other-lines';

const line = (qualityState: OtherLine['qualityState']): OtherLine => ({
  materialId: '1716352000000400413',
  locationId: '1716352000000401007',
  qualityState,
  qty: 200,
});

describe('其他入库: the quality state by type (docs/design/scm-storage.md → 其他入库)', () => {
  it('客供料 comes in 待检, the other types 合格', () => {
    expect(qualityStateOf('CUSTOMER_SUPPLIED')).toBe('PENDING');
    expect(qualityStateOf('SAMPLE')).toBe('QUALIFIED');
    expect(qualityStateOf(undefined)).toBe('QUALIFIED');
  });

  it('changing the type moves the lines still in the old default, and keeps those set otherwise', () => {
    const lines = [line('QUALIFIED'), line('REJECTED')];
    expect(linesForType(lines, 'SAMPLE', 'CUSTOMER_SUPPLIED').map((l) => l.qualityState)).toEqual([
      'PENDING',
      'REJECTED',
    ]);
    expect(linesForType([line('PENDING')], 'CUSTOMER_SUPPLIED', 'BORROW_RETURN')[0]?.qualityState).toBe('QUALIFIED');
    expect(linesForType(lines, 'SAMPLE', 'BORROW_RETURN')).toEqual(lines);
  });
});
