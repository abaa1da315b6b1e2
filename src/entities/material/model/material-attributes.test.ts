import { describe, expect, it } from 'vitest';
import { materialAttributeForm, materialAttributeItems } from './material-attributes';

const message = (
  rule: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => rule.safeParse(value).error?.issues[0]?.message;

describe('material attributes', () => {
  it('says in Chinese what is wrong with a barcode or a shelf life', () => {
    expect(message(materialAttributeForm.barcode.rule, '69 01')).toBe('条码只能包含字母、数字和“-”');
    expect(message(materialAttributeForm.barcode.rule, '6901-A')).toBeUndefined();
    expect(message(materialAttributeForm.shelfLifeDays.rule, 1.5)).toBe('保质期必须是整数');
    expect(message(materialAttributeForm.shelfLifeDays.rule, 3651)).toBeDefined();
  });

  it('shows weights with their unit, and nothing without a weight', () => {
    const items = materialAttributeItems({ netWeight: 1.35, grossWeight: null, weightUomName: '千克' });
    expect(items.find((item) => item.label === '单位净重')?.value).toBe('1.35 千克');
    expect(items.find((item) => item.label === '单位毛重')?.value).toBeNull();
  });
});
