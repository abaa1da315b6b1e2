import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13962188016')).toBe('139****8016');
  });
  it('shows nothing for no phone and short numbers as they are', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('110')).toBe('110');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the name and the domain', () => {
    expect(maskEmail('zhangwei@jg-mfg.cn')).toBe('zh****@jg-mfg.cn');
  });
  it('keeps one character of a short name', () => {
    expect(maskEmail('wl@jg-mfg.cn')).toBe('w****@jg-mfg.cn');
  });
  it('leaves what is not an address alone and shows nothing for none', () => {
    expect(maskEmail('@jg-mfg.cn')).toBe('@jg-mfg.cn');
    expect(maskEmail(undefined)).toBe('');
  });
});
