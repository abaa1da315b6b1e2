/** Number formatting of product.md §5/§9: decimals 0–8, half-up rounding on the decimal digits, comma thousands separators. */

type Numeric = number | string | null | undefined;

const clampDecimals = (decimals: number) =>
  Math.min(8, Math.max(0, Math.floor(Number.isFinite(decimals) ? decimals : 0)));

/** The plain decimal digits of a finite number ('1.005' for 1.005, no exponent). */
function plainDigits(value: number): string {
  const text = String(Math.abs(value));
  if (!/e/i.test(text)) return text;
  return Math.abs(value)
    .toFixed(20)
    .replace(/\.?0+$/, '');
}

/** Adds one unit in the last place of a digit string ('1299' → '1300'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Rounds half-up on the number's shortest decimal text, so 1.005 → 1.01 and 2.675 → 2.68 (binary floats would
 * give 1.00 and 2.67); negatives round away from zero (-1.005 → -1.01).
 */
export function roundHalfUp(value: number, decimals: number): string {
  const d = clampDecimals(decimals);
  const [int = '0', frac = ''] = plainDigits(value).split('.');
  const kept = (frac + '0'.repeat(d)).slice(0, d);
  const next = frac.charAt(d);
  let digits = int + kept;
  if (next !== '' && Number(next) >= 5) digits = incrementDigits(digits);
  const intPart = digits.slice(0, digits.length - d) || '0';
  const fracPart = d > 0 ? digits.slice(digits.length - d) : '';
  const isZero = /^0*$/.test(intPart + fracPart);
  const sign = value < 0 && !isZero ? '-' : '';
  return `${sign}${intPart.replace(/^0+(?=\d)/, '')}${d > 0 ? `.${fracPart}` : ''}`;
}

function toNumber(value: Numeric): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim().replace(/,/g, '');
    if (trimmed === '' || !/^-?\d*\.?\d+(e[+-]?\d+)?$/i.test(trimmed)) return undefined;
    return Number(trimmed);
  }
  return Number.isFinite(value) ? value : undefined;
}

const groupThousands = (text: string) =>
  text.replace(/^(-?)(\d+)/, (_m, sign: string, int: string) => sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

/** '1,234,567.8900' for 1234567.89 with 4 decimals; '' for an empty or non-numeric value (nothing to show). */
export function formatNumber(value: Numeric, decimals = 4): string {
  const number = toNumber(value);
  return number === undefined ? '' : groupThousands(roundHalfUp(number, decimals));
}

/** A quantity as it is: its own decimals, never padded (35, 4,052.812), thousands separated; empty when absent. */
export function formatQty(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value, decimalsOf(value));
}

/** Money: 2 decimals, thousands separators. */
export function formatMoney(value: Numeric): string {
  return formatNumber(value, 2);
}

export type SizeUnit = 'KB' | 'MB' | 'GB';
const UNIT_BYTES: Record<SizeUnit, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
export const SIZE_UNIT_MESSAGE = '转换单位不支持，支持的格式为：KB、MB、GB';

/** Bytes in KB, MB or GB with 0–4 decimals ('1.50 MB'); another unit answers the product.md §5 message instead. */
export function convertSize(
  bytes: Numeric,
  unit: string,
  decimals = 2,
): { ok: true; text: string } | { ok: false; message: string } {
  if (!(unit in UNIT_BYTES)) return { ok: false, message: SIZE_UNIT_MESSAGE };
  const number = toNumber(bytes);
  const d = Math.min(4, clampDecimals(decimals));
  return {
    ok: true,
    text: number === undefined ? '' : `${roundHalfUp(number / UNIT_BYTES[unit as SizeUnit], d)} ${unit}`,
  };
}

/** How many decimals a number has as typed (1e-7 has 7, 2.5e-3 has 4): the unit and factor rules count them. */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}
