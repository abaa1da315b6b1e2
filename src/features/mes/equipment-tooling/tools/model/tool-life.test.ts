import { describe, expect, it } from 'vitest';
import { lifeUse } from './tool-life';

describe('tool life', () => {
  it('warns at 80 % and is exceeded at 100 %', () => {
    expect(lifeUse(21300, 50000)).toEqual({ percent: 42.6, level: 'normal' });
    expect(lifeUse(2400, 3000)).toEqual({ percent: 80, level: 'warning' });
    expect(lifeUse(30260, 30000)).toEqual({ percent: 100.9, level: 'exceeded' });
    expect(lifeUse(12, null)).toBeUndefined();
  });
});
