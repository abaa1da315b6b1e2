import { describe, expect, it } from 'vitest';
import { limitsText } from './pqc-options';

describe('limitsText', () => {
  it('reads the limits as a control plan does', () => {
    expect(limitsText({ lsl: 0.1, usl: 0.15, standardValue: 0.12, unit: 'mm' })).toBe('0.1 ~ 0.15 mm（标准 0.12 mm）');
    expect(limitsText({ lsl: 20, usl: null, standardValue: 100, unit: 'MΩ' })).toBe('≥ 20 MΩ（标准 100 MΩ）');
    expect(limitsText({ lsl: null, usl: null, standardValue: null, unit: null })).toBe('');
  });
});
