import { TABLE } from '@/shared/config';
import type { ActiveCondition, SearchCondition } from './search-condition';
import type { TableState } from './table-state';

function positiveInt(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

/**
 * A list opened from a link (product.md §4.1): `?pageNo=2&pageSize=20&name=总装` (or a route param pageNo) prefills the page,
 * the size and the declared conditions; anything malformed or undeclared is ignored, never an error.
 */
export function stateFromUrl(
  search: URLSearchParams,
  conditions: readonly SearchCondition[],
  routePageNo?: string,
): Partial<TableState> {
  const pageSize = positiveInt(search.get('pageSize'));
  const prefilled: ActiveCondition[] = [];
  for (const condition of conditions) {
    const raw = search.get(condition.key)?.trim();
    if (!raw) continue;
    const option = condition.options?.find((o) => String(o.value) === raw);
    const number = condition.type === 'number' ? Number(raw) : undefined;
    if (number !== undefined && Number.isNaN(number)) continue;
    prefilled.push({ key: condition.key, type: condition.type, value: number ?? raw, text: option?.title ?? raw });
  }
  return {
    pageNo: positiveInt(routePageNo) ?? positiveInt(search.get('pageNo')),
    pageSize: pageSize && (TABLE.pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : undefined,
    ...(prefilled.length ? { conditions: prefilled } : {}),
  };
}

/** Conditions the screen declares with a default value, as active conditions (applied at first load). */
export function defaultConditions(conditions: readonly SearchCondition[]): ActiveCondition[] {
  return conditions.flatMap((c) =>
    c.defaultValue === undefined
      ? []
      : [{ key: c.key, type: c.type, value: c.defaultValue, text: c.defaultText ?? String(c.defaultValue) }],
  );
}
