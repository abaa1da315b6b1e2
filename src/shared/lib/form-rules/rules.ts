// zod/mini, like every form of the app: one zod core shared by all form chunks, and the smallest one (architecture.md §9).
import * as z from 'zod/mini';

/** Codes (material, line, department…): letters, digits, '-' and '_' — the contract's code pattern. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A required text field: trimmed, not empty ('请输入{label}'), at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, `请输入${label}`), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
}

/** A required code: as `requiredText`, and only letters, digits, '-' and '_'. */
export function codeText(label: string, max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `请输入${label}`),
    z.maxLength(max, `${label}不能超过 ${max} 个字符`),
    // An empty code is missing, not malformed: one message for it.
    z.refine((value) => value === '' || CODE_PATTERN.test(value), `${label}只能包含字母、数字、“-”和“_”`),
  );
}

/** An optional text field: an empty input is sent as null (the server clears it). */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`)),
    z.transform((value: string): string | null => (value === '' ? null : value)),
  );
}

/** An optional text that must match a format when filled ('{label}格式不正确'); empty is sent as null. */
export function optionalPattern(label: string, max: number, pattern: RegExp, message = `${label}格式不正确`) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(max, `${label}不能超过 ${max} 个字符`),
      z.refine((value) => value === '' || pattern.test(value), message),
    ),
    z.transform((value: string): string | null => (value === '' ? null : value)),
  );
}

/** A required choice (select, tree select, picker) of a string value: '请选择{label}'. */
export function requiredChoice(label: string) {
  return z.string(`请选择${label}`).check(z.minLength(1, `请选择${label}`));
}

/** An optional choice: nothing chosen is sent as null. */
export function optionalChoice() {
  return z.pipe(
    z.nullable(z.optional(z.string())),
    z.transform((value: string | null | undefined): string | null => (value ? value : null)),
  );
}

/**
 * The bound of a number the contract leaves unbounded: 15 digits, what a JavaScript number (and a decimal column of
 * the backend) holds exactly. Beyond it a typed value would be saved as another number.
 */
export const NUMBER_LIMIT = 999_999_999_999_999;

interface NumberBounds {
  min?: number;
  max?: number;
  /** Whole numbers only ('{label}必须是整数'). */
  integer?: boolean;
}

function numberChecks(label: string, { min = -NUMBER_LIMIT, max = NUMBER_LIMIT, integer }: NumberBounds) {
  return [
    ...(integer ? [z.refine<number>((value) => Number.isInteger(value), `${label}必须是整数`)] : []),
    z.gte(min, `${label}不能小于 ${min}`),
    z.lte(max, `${label}不能大于 ${max}`),
  ];
}

/** An optional number input (antd InputNumber gives null when empty): bounds and integer checks in Chinese. */
export function optionalNumber(label: string, { min, max, integer }: NumberBounds = {}) {
  const checks = numberChecks(label, { min, max, integer });
  return z.nullable(z.number(`${label}必须是数字`).check(...checks));
}

/** The weights a material form holds (v2 and v1 materials alike): optional numbers, null when empty. */
interface Weights {
  netWeight: number | null;
  grossWeight: number | null;
}

/**
 * The two weight rules the material contracts leave to the form: net weight not above gross weight, and a weight unit
 * (the form's `unitField`) once either weight is given. For the object schema's `.check(...)`.
 */
export function weightRules<K extends string>(unitField: K) {
  type Row = Weights & Record<K, string | null>;
  return [
    z.refine<Row>((m) => m.netWeight == null || m.grossWeight == null || m.netWeight <= m.grossWeight, {
      message: '单位净重不能大于单位毛重',
      path: ['netWeight'],
    }),
    z.refine<Row>((m) => (m.netWeight == null && m.grossWeight == null) || !!m[unitField], {
      message: '填写了重量时请选择重量单位',
      path: [unitField],
    }),
  ] as const;
}

/** A required text that must match a format ('{label}格式不正确'); empty is missing, not malformed. */
export function requiredPattern(label: string, max: number, pattern: RegExp, message = `${label}格式不正确`) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `请输入${label}`),
    z.maxLength(max, `${label}不能超过 ${max} 个字符`),
    z.refine((value) => value === '' || pattern.test(value), message),
  );
}

/** A required number input (antd InputNumber gives null when empty): '请输入{label}', bounds and integer checks. */
export function requiredNumber(label: string, { min, max, integer }: NumberBounds = {}) {
  const checks = numberChecks(label, { min, max, integer });
  return z.number(`请输入${label}`).check(...checks);
}
