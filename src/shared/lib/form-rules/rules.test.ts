import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
  requiredChoice,
  requiredText,
  weightRules,
} from './rules';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const name = requiredText('产线名称', 8);
  it('trims, and asks for a value when only spaces were typed', () => {
    expect(z.parse(name, '  总装一线 ')).toBe('总装一线');
    expect(messages(name, '   ')).toEqual(['请输入产线名称']);
  });
  it('counts characters after trimming and names the limit', () => {
    expect(messages(name, '一二三四五六七八')).toEqual([]);
    expect(messages(name, '一二三四五六七八九')).toEqual(['产线名称不能超过 8 个字符']);
  });
});

describe('codeText', () => {
  const code = codeText('产线编码', 10);
  it('takes letters, digits, - and _', () => {
    expect(z.parse(code, 'ZZ-01_a')).toBe('ZZ-01_a');
  });
  it('refuses spaces inside, Chinese and other symbols with one message', () => {
    for (const bad of ['ZZ 01', '总装01', 'ZZ/01', 'ZZ.01'])
      expect(messages(code, bad)).toEqual(['产线编码只能包含字母、数字、“-”和“_”']);
  });
  it('says an empty code is missing, not malformed', () => {
    expect(messages(code, '')).toEqual(['请输入产线编码']);
  });
});

describe('optional fields', () => {
  it('send an empty text as null and keep a filled one', () => {
    const remark = optionalText('备注', 4);
    expect(z.parse(remark, '')).toBeNull();
    expect(z.parse(remark, ' 夜班 ')).toBe('夜班');
    expect(messages(remark, '一二三四五')).toEqual(['备注不能超过 4 个字符']);
  });
  it('check a format only when filled', () => {
    const phone = optionalPattern('联系电话', 20, /^1[3-9]\d{9}$/);
    expect(z.parse(phone, '')).toBeNull();
    expect(z.parse(phone, '13812345678')).toBe('13812345678');
    expect(messages(phone, '12345')).toEqual(['联系电话格式不正确']);
  });
  it('send no choice as null', () => {
    const house = optionalChoice();
    expect(z.parse(house, undefined)).toBeNull();
    expect(z.parse(house, '')).toBeNull();
    expect(z.parse(house, 'WH-01')).toBe('WH-01');
  });
});

describe('requiredChoice', () => {
  it('asks to choose when nothing is chosen', () => {
    const dept = requiredChoice('所属部门');
    expect(messages(dept, '')).toEqual(['请选择所属部门']);
    expect(messages(dept, undefined)).toEqual(['请选择所属部门']);
    expect(z.parse(dept, '301')).toBe('301');
  });
});

describe('optionalNumber', () => {
  const days = optionalNumber('保质期', { min: 0, max: 3650, integer: true });
  it('allows empty (null) and numbers within bounds', () => {
    expect(z.parse(days, null)).toBeNull();
    expect(z.parse(days, 0)).toBe(0);
    expect(z.parse(days, 3650)).toBe(3650);
  });
  it('names the bound or the integer rule that failed', () => {
    expect(messages(days, -1)).toEqual(['保质期不能小于 0']);
    expect(messages(days, 3651)).toEqual(['保质期不能大于 3650']);
    expect(messages(days, 1.5)).toEqual(['保质期必须是整数']);
    expect(messages(days, 'abc')).toEqual(['保质期必须是数字']);
  });
});

describe('weightRules', () => {
  const form = z
    .object({
      netWeight: optionalNumber('单位净重', { min: 0 }),
      grossWeight: optionalNumber('单位毛重', { min: 0 }),
      unit: optionalChoice(),
    })
    .check(...weightRules('unit'));
  const issues = (value: unknown) => {
    const result = z.safeParse(form, value);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };
  it('takes no weights, or weights with a unit and net not above gross', () => {
    expect(issues({ netWeight: null, grossWeight: null, unit: null })).toEqual([]);
    expect(issues({ netWeight: 1.2, grossWeight: 1.2, unit: 'KG' })).toEqual([]);
    expect(issues({ netWeight: null, grossWeight: 3, unit: 'KG' })).toEqual([]);
  });
  it('puts a net weight above the gross weight on the net weight', () => {
    expect(issues({ netWeight: 2, grossWeight: 1.5, unit: 'KG' })).toEqual([
      { path: ['netWeight'], message: '单位净重不能大于单位毛重' },
    ]);
  });
  it('asks for the unit once either weight is given', () => {
    expect(issues({ netWeight: 0.5, grossWeight: null, unit: null })).toEqual([
      { path: ['unit'], message: '填写了重量时请选择重量单位' },
    ]);
  });
});
