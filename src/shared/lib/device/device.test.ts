import { describe, expect, it } from 'vitest';
import { deviceOf, environmentSeal } from './device';

describe('deviceOf (product.md §4.6)', () => {
  it.each([
    [375, 'mobile'],
    [576, 'mobile'],
    [577, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });
});

describe('environmentSeal', () => {
  it('labels test hosts', () => {
    expect(environmentSeal('test.jgzz.example.com')).toBe('测试环境');
    expect(environmentSeal('bo-uat2.jgzz.example.com')).toBe('测试环境');
  });

  it('leaves production and local hosts alone', () => {
    expect(environmentSeal('bo.jgzz.example.com')).toBeUndefined();
    expect(environmentSeal('127.0.0.1')).toBeUndefined();
    expect(environmentSeal('contest.example.com')).toBeUndefined();
  });
});
