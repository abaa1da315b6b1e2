import { describe, expect, it } from 'vitest';
import { isClosable, objectText, openIds } from './warning-states';

describe('REW 预警 states', () => {
  it('confirms only the warnings still open', () => {
    expect(
      openIds([
        { id: '1716352000000553003', state: 'OPEN' },
        { id: '1716352000000553002', state: 'ACKNOWLEDGED' },
        { id: '1716352000000553001', state: 'CLOSED' },
      ]),
    ).toEqual(['1716352000000553003']);
  });

  it('closes an open or confirmed warning, not a closed one', () => {
    expect(isClosable({ state: 'OPEN' })).toBe(true);
    expect(isClosable({ state: 'ACKNOWLEDGED' })).toBe(true);
    expect(isClosable({ state: 'CLOSED' })).toBe(false);
  });

  it('names the supplier, and the material of a per-material warning', () => {
    expect(objectText({ supplierName: '中电港', materialCode: 'EL-CN-DB15F', materialName: '连接器' })).toBe(
      '中电港 × EL-CN-DB15F 连接器',
    );
    expect(objectText({ supplierName: '宝钢贸易', materialCode: null, materialName: null })).toBe('宝钢贸易');
  });
});
