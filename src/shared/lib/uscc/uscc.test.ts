import { describe, expect, it } from 'vitest';
import { USCC_MESSAGES, usccCheckChar, usccProblem } from '.';

// Published codes of real enterprises (their licences and annual reports): a digit and letters as check characters.
const REAL = {
  tencent: '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  alibaba: '91330100716105852F', // 阿里巴巴（中国）有限公司
  huawei: '914403001922038216', // 华为技术有限公司
  xiaomi: '91110108551385082Q', // 小米科技有限责任公司
};

describe('usccProblem (GB 32100-2015)', () => {
  it.each(Object.entries(REAL))('accepts the real code of %s', (_, code) => {
    expect(usccProblem(code)).toBeNull();
    expect(usccCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
  });

  it.each([
    ['91440300708461136A', 'a letter instead of T'],
    ['91330100716105852G', 'F changed to G'],
    ['914403001922038217', '6 changed to 7'],
    ['91110108551385082R', 'Q changed to R'],
    ['91440300708461163T', 'two body characters swapped'],
  ])('refuses %s (%s) by its check digit', (code) => {
    expect(usccProblem(code)).toBe(USCC_MESSAGES.checkDigit);
  });

  it('refuses a wrong length before anything else', () => {
    expect(usccProblem('')).toBe(USCC_MESSAGES.required);
    expect(usccProblem('9144030070846113')).toBe(USCC_MESSAGES.length);
    expect(usccProblem('91440300708461136TX')).toBe(USCC_MESSAGES.length);
  });

  it('refuses characters outside the code set and letters in the division code, before the check digit', () => {
    // I, O, Z, S and V are not in the set; lower case is not either; positions 3–8 are digits.
    expect(usccProblem('91440300708461136I')).toBe(USCC_MESSAGES.format);
    expect(usccProblem('9144030070846113O6')).toBe(USCC_MESSAGES.format);
    expect(usccProblem('91440300708461136t')).toBe(USCC_MESSAGES.format);
    expect(usccProblem('9144A300708461136T')).toBe(USCC_MESSAGES.format);
    expect(usccCheckChar('9144030070846113S')).toBeUndefined();
  });

  it('gives 0 when the weighted sum is a multiple of 31 (check value 31 wraps to 0)', () => {
    // Any 17 characters whose sum is 0 mod 31: all zeros.
    expect(usccCheckChar('00000000000000000')).toBe('0');
    expect(usccProblem('000000000000000000')).toBeNull();
  });
});
