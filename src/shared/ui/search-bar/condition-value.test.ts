import { describe, expect, it } from 'vitest';
import { conditionText, nextNumberRange, numberInput } from './condition-value';

describe('numberInput', () => {
  it('keeps digits only, at most 19', () => {
    expect(numberInput('a1b2-3.4')).toBe('1234');
    expect(numberInput('12345678901234567890123')).toBe('1234567890123456789');
    expect(numberInput('总装')).toBe('');
  });
});

describe('nextNumberRange', () => {
  it('clears the end when a new start passes it, and the start when a new end falls below it', () => {
    expect(nextNumberRange({ from: 1, to: 5 }, 'from', 8)).toEqual({ from: 8, to: undefined });
    expect(nextNumberRange({ from: 6, to: 9 }, 'to', 2)).toEqual({ from: undefined, to: 2 });
  });
  it('keeps a valid or one-sided range as typed, equal sides included', () => {
    expect(nextNumberRange({ from: 1, to: 5 }, 'from', 5)).toEqual({ from: 5, to: 5 });
    expect(nextNumberRange({}, 'to', 0)).toEqual({ to: 0 });
    expect(nextNumberRange({ from: 3 }, 'from', undefined)).toEqual({ from: undefined });
  });
});

describe('conditionText', () => {
  const status = { key: 'status', title: '状态', type: 'select' as const };
  const options = [
    { title: '启用', value: '0' },
    { title: '停用', value: '1' },
  ];
  it('names options, lists and ranges as the user saw them', () => {
    expect(conditionText(status, '1', options)).toBe('停用');
    expect(conditionText(status, ['0', '1'], options)).toBe('启用，停用');
    expect(conditionText({ key: 'qty', title: '数量', type: 'numberRange' }, { from: 0, to: 9 }, [])).toBe('0 ~ 9');
    expect(conditionText({ key: 'qty', title: '数量', type: 'numberRange' }, { from: 0 }, [])).toBe('≥ 0');
    expect(conditionText({ key: 'd', title: '日期', type: 'dateRange' }, { to: '2026-01-31' }, [])).toBe(
      '≤ 2026-01-31',
    );
    expect(conditionText({ key: 'name', title: '名称', type: 'input' }, '总装', [])).toBe('总装');
  });
});
