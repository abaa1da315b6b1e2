/** GB 32100-2015: the 18-character unified social credit code, its character set and check digit. */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const USCC_FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character the first 17 characters call for. */
export function usccCheckChar(first17: string): string {
  const sum = [...first17].reduce((total, char, index) => total + CHARS.indexOf(char) * (WEIGHTS[index] ?? 0), 0);
  const value = (31 - (sum % 31)) % 31;
  return CHARS.charAt(value);
}

/** Why a code is not a valid credit code, in Chinese; undefined when it is. */
export function usccProblem(code: string): string | undefined {
  if (!USCC_FORMAT.test(code)) return '统一社会信用代码为 18 位数字或大写字母（不含 I、O、Z、S、V）';
  if (usccCheckChar(code.slice(0, 17)) !== code.charAt(17)) return '统一社会信用代码校验位不正确，请核对营业执照';
  return undefined;
}
