import { describe, expect, it } from 'vitest';
import { PASSWORD_LEVEL_NAMES, passwordLevel, passwordScore } from './password-strength';

describe('passwordScore (product.md §5)', () => {
  it.each([
    ['', 0],
    ['12345678', 10],
    ['abcdefgh', 10],
    ['ABCDEFGH', 10],
    ['!@#$%^&*', 10],
    ['abc12345', 20],
    ['Abc12345', 30],
    ['Jg@2026sz', 40],
    ['密码', 10],
  ])('%j scores %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('counts a class once however often it appears', () => {
    expect(passwordScore('aaaaaaaaaaaa1111111111')).toBe(20);
  });

  it('does not count the underscore as a non-word character', () => {
    expect(passwordScore('abc_def')).toBe(10);
  });
});

describe('passwordLevel', () => {
  it.each([
    [0, 'weak'],
    [10, 'weak'],
    [20, 'medium'],
    [30, 'strong'],
    [40, 'strong'],
  ] as const)('score %i is %s', (score, level) => {
    expect(passwordLevel(score)).toBe(level);
  });

  it('names the levels in Chinese', () => {
    expect(PASSWORD_LEVEL_NAMES).toEqual({ weak: '弱', medium: '中', strong: '强' });
  });
});
