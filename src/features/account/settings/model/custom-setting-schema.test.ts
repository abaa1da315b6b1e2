import { describe, expect, it } from 'vitest';
import { customSettingDefaults, customSettingSchema } from './custom-setting-schema';

describe('customSettingSchema', () => {
  it('sends "the first product" as null', () => {
    expect(customSettingSchema.parse({ defaultProductId: '', pageSize: 20, tableSize: 'small' })).toEqual({
      defaultProductId: null,
      pageSize: 20,
      tableSize: 'small',
    });
  });

  it('keeps a chosen product', () => {
    expect(
      customSettingSchema.parse({ defaultProductId: '1716352000000100006', pageSize: 50, tableSize: 'middle' })
        .defaultProductId,
    ).toBe('1716352000000100006');
  });

  it('round-trips the stored setting', () => {
    const stored = { defaultProductId: null, pageSize: 10, tableSize: 'default' } as const;
    expect(customSettingSchema.parse(customSettingDefaults(stored))).toEqual(stored);
  });
});
