import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // antd's default blue fails AA for text on white: the reason the theme derives its own.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('keeps a colour that already passes, and darkens one that does not until it passes', () => {
    expect(darkenToContrast('#0958d9')).toBe('#0958d9');
    for (const color of ['#1677ff', '#faad14', '#13c2c2', '#52c41a', '#ff4d4f']) {
      const dark = darkenToContrast(color);
      expect(contrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // Not darker than needed: one step lighter would fail.
      expect(contrastRatio(dark, '#ffffff')).toBeLessThan(5.2);
    }
    expect(darkenToContrast('#1677ff', '#e6f4ff')).not.toBe(darkenToContrast('#1677ff'));
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => darkenToContrast('blue')).toThrow('不是 #rrggbb 颜色：blue');
  });
});
