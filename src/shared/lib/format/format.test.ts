import { describe, expect, it } from 'vitest';
import {
  convertSize,
  decimalsOf,
  formatDate,
  formatMoney,
  formatNumber,
  formatQty,
  roundHalfUp,
  textWidth,
  truncateByWidth,
} from './index';

describe('roundHalfUp', () => {
  it.each([
    [1.005, 2, '1.01'],
    [2.675, 2, '2.68'],
    [-1.005, 2, '-1.01'],
    [0.5, 0, '1'],
    [1.4999, 0, '1'],
    [9.995, 2, '10.00'],
    [-0.004, 2, '0.00'],
    [-0, 2, '0.00'],
    [1e-7, 8, '0.00000010'],
    [123, 3, '123.000'],
  ])('%d to %i decimals is %s', (value, decimals, text) => {
    expect(roundHalfUp(value, decimals)).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567.89, 4, '1,234,567.8900'],
    [1234567.89, 2, '1,234,567.89'],
    [-1234.5, 1, '-1,234.5'],
    [0, 2, '0.00'],
    [12345678901234.57, 2, '12,345,678,901,234.57'],
    ['1234.5', 2, '1,234.50'],
    ['1,234.5', 0, '1,235'],
    [999.5, 0, '1,000'],
    [1.23456789, 12, '1.23456789'],
    [1.5, -3, '2'],
    [1.25, 1.9, '1.3'],
  ])('%s with %s decimals is %s', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('shows nothing for empty, NaN, infinite or non-numeric values', () => {
    for (const value of [null, undefined, '', '  ', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatNumber(value)).toBe('');
  });

  it('uses 4 decimals by default', () => {
    expect(formatNumber(3.14159)).toBe('3.1416');
  });
});

describe('formatQty', () => {
  it('shows a quantity with its own decimals, never padded to a fixed count', () => {
    expect(formatQty(35)).toBe('35');
    expect(formatQty(4052.812)).toBe('4,052.812');
    expect(formatQty(0.0005)).toBe('0.0005');
    expect(formatQty(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('rounds to 2 decimals with separators', () => {
    expect(formatMoney(1234.565)).toBe('1,234.57');
    expect(formatMoney(-0.005)).toBe('-0.01');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('convertSize', () => {
  it('converts bytes to KB, MB and GB with 0–4 decimals', () => {
    expect(convertSize(1536, 'KB')).toEqual({ ok: true, text: '1.50 KB' });
    expect(convertSize(5 * 1024 ** 2, 'MB', 0)).toEqual({ ok: true, text: '5 MB' });
    expect(convertSize(1234567890, 'GB', 9)).toEqual({ ok: true, text: '1.1498 GB' });
    expect(convertSize(0, 'KB')).toEqual({ ok: true, text: '0.00 KB' });
    expect(convertSize(null, 'KB')).toEqual({ ok: true, text: '' });
  });

  it('answers the product.md §5 message for another unit', () => {
    expect(convertSize(1024, 'TB')).toEqual({ ok: false, message: '转换单位不支持，支持的格式为：KB、MB、GB' });
    expect(convertSize(1024, 'kb')).toEqual({ ok: false, message: '转换单位不支持，支持的格式为：KB、MB、GB' });
  });
});

describe('textWidth and truncateByWidth', () => {
  it('counts non-ASCII characters as 2', () => {
    expect(textWidth('ZZ-01')).toBe(5);
    expect(textWidth('总装一线')).toBe(8);
    expect(textWidth('SMT 贴片')).toBe(8);
    expect(textWidth('')).toBe(0);
    expect(textWidth(null)).toBe(0);
  });

  it('cuts by width with an ellipsis', () => {
    expect(truncateByWidth('总装一线', 8)).toEqual({ text: '总装一线', truncated: false });
    expect(truncateByWidth('总装一线（新能源）', 8)).toEqual({ text: '总装一…', truncated: true });
    expect(truncateByWidth('ABCDEFGH', 5)).toEqual({ text: 'ABCD…', truncated: true });
  });
});

describe('formatDate', () => {
  it('formats in the product.md §9 formats and shows nothing for empty or unreadable values', () => {
    expect(formatDate('2026-11-22 09:05:07', 'date')).toBe('2026-11-22');
    expect(formatDate('2026-11-22 09:05:07', 'dateTime')).toBe('2026-11-22 09:05:07');
    expect(formatDate('2026-11-22 09:05:07', 'month')).toBe('2026-11');
    expect(formatDate('2026-11-22 09:05:07', 'time')).toBe('09:05:07');
    expect(formatDate('', 'date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('decimalsOf', () => {
  it('counts decimals as typed, exponents included', () => {
    expect([1, 0.001, 0.000001, 1e-7, 1000, 2.5e-3].map(decimalsOf)).toEqual([0, 3, 6, 7, 0, 4]);
  });
});
