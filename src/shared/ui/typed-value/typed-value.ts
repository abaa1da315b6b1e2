import * as z from 'zod/mini';

/** A configured value's type (platform constants, system parameters) and what a value of each must look like. */
export const VALUE_TYPES = [
  { value: 'string', title: '文本' },
  { value: 'number', title: '数字' },
  { value: 'boolean', title: '布尔' },
  { value: 'json', title: 'JSON' },
] as const;

export type ValueType = (typeof VALUE_TYPES)[number]['value'];

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Why a value does not fit its type, in Chinese; undefined when it does (an empty value is the required rule's). */
export function typedValueProblem(type: string, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  switch (type) {
    case 'number':
      return NUMBER.test(text) && Number.isFinite(Number(text)) ? undefined : '数字类型的值须为数字，如 90、-1 或 0.5';
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : '布尔类型的值只能是 true 或 false';
    case 'json':
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        return 'JSON 格式不正确，请检查括号、引号和逗号（键名须用双引号）';
      }
    default:
      return undefined;
  }
}

/** The types as a select's options. */
export const VALUE_TYPE_OPTIONS = VALUE_TYPES.map(({ title, value }) => ({ title, value }));

/** A form's check across its fields: `value` read by `valueType`, the message at the value. */
export const typedValueCheck = () =>
  z.superRefine<{ valueType: string; value: string }>((body, ctx) => {
    const problem = typedValueProblem(body.valueType, body.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: body.value, path: ['value'] });
  });
