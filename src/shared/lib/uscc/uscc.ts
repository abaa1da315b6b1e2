/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from the 31 of the code set (digits and capitals without I, O, Z,
 * S, V): 1 registration authority, 1 organisation type, 6 administrative division digits, 9 organisation code, 1 check
 * character computed from the first 17 with weights 3^i mod 31.
 */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const USCC_MESSAGES = {
  required: '请输入统一社会信用代码',
  length: '统一社会信用代码应为 18 位',
  format: '统一社会信用代码格式不正确（数字或大写字母，不含 I、O、Z、S、V，第 3–8 位为行政区划数字）',
  checkDigit: '统一社会信用代码校验位不正确，请核对营业执照',
} as const;

/** The check character (18th) for the first 17 characters, or undefined when one of them is outside the code set. */
export function usccCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = USCC_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return USCC_CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Why a code is not a valid USCC (a Chinese message), or null when it is: format first, then the check digit. */
export function usccProblem(code: string): string | null {
  if (code === '') return USCC_MESSAGES.required;
  if (code.length !== 18) return USCC_MESSAGES.length;
  if (!FORMAT.test(code)) return USCC_MESSAGES.format;
  return usccCheckChar(code.slice(0, 17)) === code.charAt(17) ? null : USCC_MESSAGES.checkDigit;
}
