import { TABLE } from '@/shared/config';
import {
  isRangeValue,
  type RangeValue,
  type SearchCondition,
  type SearchOption,
  type SearchValue,
} from '@/shared/lib/table-query';

/** product.md §5: a number search keeps digits only, at most 19 of them. */
export function numberInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, TABLE.numberSearchMaxLength);
}

/**
 * product.md §5 number range: a new start above the end (or a new end below the start) clears the other side, so a range is
 * never inverted.
 */
export function nextNumberRange(range: RangeValue, side: 'from' | 'to', value: number | undefined): RangeValue {
  const next = { ...range, [side]: value };
  const { from, to } = next;
  if (typeof from === 'number' && typeof to === 'number' && from > to) {
    return side === 'from' ? { from, to: undefined } : { from: undefined, to };
  }
  return next;
}

/** What a condition's tag says: option titles, 'a ~ b', '≥ a' or '≤ b' for one side. */
export function conditionText(
  condition: SearchCondition,
  value: SearchValue,
  options: readonly SearchOption[],
): string {
  const titleOf = (v: string | number) => options.find((o) => String(o.value) === String(v))?.title ?? String(v);
  if (Array.isArray(value)) return (value as ReadonlyArray<string | number>).map(titleOf).join('，');
  if (isRangeValue(value)) {
    const has = (v: unknown) => v !== undefined && v !== '';
    if (has(value.from) && has(value.to)) return `${value.from} ~ ${value.to}`;
    return has(value.from) ? `≥ ${value.from}` : `≤ ${value.to}`;
  }
  return condition.type === 'select' || condition.type === 'radio' ? titleOf(value as string | number) : String(value);
}
