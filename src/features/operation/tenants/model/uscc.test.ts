import { describe, expect, it } from 'vitest';
import { usccCheckChar, usccProblem } from './uscc';

describe('usccProblem (GB 32100-2015)', () => {
  it('accepts a code whose check character matches', () => {
    const code = `91320594MA1WJ2KX3${usccCheckChar('91320594MA1WJ2KX3')}`;
    expect(usccProblem(code)).toBeUndefined();
    // A published code: 腾讯科技（深圳）有限公司.
    expect(usccProblem('9144030071526726XG')).toBeUndefined();
  });

  it('refuses a wrong check character, a wrong length and the letters the standard leaves out', () => {
    const first = '91320594MA1WJ2KX3';
    const right = usccCheckChar(first);
    const wrong = right === '0' ? '1' : '0';
    expect(usccProblem(first + wrong)).toBe('统一社会信用代码校验位不正确，请核对营业执照');
    expect(usccProblem(first)).toMatch(/18 位/);
    expect(usccProblem('91320594MA1WJ2KXIO')).toMatch(/不含 I、O、Z、S、V/);
    expect(usccProblem('91320594ma1wj2kx3r')).toMatch(/大写字母/);
  });
});
