import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { typedValueProblem } from '@/shared/ui/typed-value';
import { ConstListPage } from './ConstListPage';

const { schema: constSchema, empty: emptyConst } = declaredForm(ConstListPage);

const messages = (values: object) => {
  const result = constSchema.safeParse({ ...emptyConst, code: 'MFA_ENABLED', name: '启用二次验证', ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('typedValueProblem', () => {
  it('reads numbers, booleans and JSON by their type, and any text as text', () => {
    expect(typedValueProblem('number', '90')).toBeUndefined();
    expect(typedValueProblem('number', '-0.5')).toBeUndefined();
    expect(typedValueProblem('number', '9O')).toBe('数字类型的值须为数字，如 90、-1 或 0.5');
    expect(typedValueProblem('number', '1e3')).toBeDefined();
    expect(typedValueProblem('boolean', 'true')).toBeUndefined();
    expect(typedValueProblem('boolean', '是')).toBe('布尔类型的值只能是 true 或 false');
    expect(typedValueProblem('json', '{"workdays":[1,2,3]}')).toBeUndefined();
    expect(typedValueProblem('json', '{workdays:[1,2,3]}')).toMatch(/JSON 格式不正确/);
    expect(typedValueProblem('string', '{not json')).toBeUndefined();
    expect(typedValueProblem('json', '   ')).toBeUndefined();
  });
});

describe('the constant form rules', () => {
  it('asks for code, name and value in Chinese', () => {
    const result = constSchema.safeParse(emptyConst);
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['code', 'name', 'value']));
  });

  it('refuses a value that does not fit its type on the value field', () => {
    expect(messages({ valueType: 'boolean', value: 'yes' })).toEqual(['value: 布尔类型的值只能是 true 或 false']);
    expect(messages({ valueType: 'json', value: '[1,2' })).toEqual([
      'value: JSON 格式不正确，请检查括号、引号和逗号（键名须用双引号）',
    ]);
  });

  it('refuses a lower-case code (the contract’s pattern) and sends empty optional fields as null', () => {
    expect(messages({ code: 'mfa_enabled', value: 'true', valueType: 'boolean' })).toHaveLength(1);
    const body = constSchema.parse({
      ...emptyConst,
      code: 'MFA_ENABLED',
      name: '启用二次验证',
      valueType: 'boolean',
      value: 'true',
    });
    expect(body).toEqual({
      code: 'MFA_ENABLED',
      name: '启用二次验证',
      valueType: 'boolean',
      value: 'true',
      groupName: null,
      sysFlag: false,
      remark: null,
    });
  });
});
