import { describe, expect, it } from 'vitest';
import { addressText } from './address';

describe('a customer address', () => {
  it('writes an address on one line', () => {
    expect(addressText({ province: '江苏省', city: '无锡市', district: '新吴区', detail: '长江路 58 号' })).toBe(
      '江苏省无锡市新吴区长江路 58 号',
    );
    expect(addressText({ province: '上海市', city: null, detail: '川沙路 1088 号' })).toBe('上海市川沙路 1088 号');
  });
});
