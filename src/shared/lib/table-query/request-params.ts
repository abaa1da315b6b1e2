import { hasSearchValue, isRangeValue, type ActiveCondition, type SearchValue } from './search-condition';

/**
 * Sent as antd's sorter gives it: the contract's `PageQuery.sortOrder` is `ascend | descend` (common.yaml), so the
 * value needs no mapping on either side.
 */
export type SortOrder = 'ascend' | 'descend';

export interface TableSort {
  field: string;
  order: SortOrder;
}

export interface RequestParamsInput {
  /** Screen defaults, always sent unless something later names the same key. */
  defaultParams?: Record<string, unknown> | undefined;
  /** Params that change with the screen (a tree selection on the left). */
  extendedParams?: Record<string, unknown> | undefined;
  /** Params a parent injects (the record a detail tab belongs to). */
  injectedParams?: Record<string, unknown> | undefined;
  /** What the user searched for. */
  conditions?: readonly ActiveCondition[] | undefined;
  sort?: TableSort | undefined;
  page?: { pageNo: number; pageSize: number } | undefined;
}

function scalar(value: string | number): string | number {
  return typeof value === 'string' ? value.trim() : value;
}

/** One condition's request fields (product.md §7.10): ranges as {key}From/{key}To, several values joined by commas. */
export function conditionParams(key: string, value: SearchValue): Record<string, string | number> {
  if (Array.isArray(value)) {
    const list = (value as ReadonlyArray<string | number>).filter((v) => hasSearchValue(v)).map(scalar);
    return list.length ? { [key]: list.join(',') } : {};
  }
  if (isRangeValue(value)) {
    const params: Record<string, string | number> = {};
    if (hasSearchValue(value.from)) params[`${key}From`] = scalar(value.from);
    if (hasSearchValue(value.to)) params[`${key}To`] = scalar(value.to);
    return params;
  }
  return hasSearchValue(value) ? { [key]: scalar(value as string | number) } : {};
}

function withoutEmpty(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * The list request (product.md §7.10): default, extended and injected params, then the visible conditions, then sorting and
 * paging — a later source wins for the same key. Empty values are never sent; zero is a value.
 */
export function toRequestParams(input: RequestParamsInput): Record<string, unknown> {
  const searched = (input.conditions ?? []).reduce<Record<string, unknown>>(
    (all, c) => ({ ...all, ...conditionParams(c.key, c.value) }),
    {},
  );
  return {
    ...withoutEmpty(input.defaultParams),
    ...withoutEmpty(input.extendedParams),
    ...withoutEmpty(input.injectedParams),
    ...searched,
    ...(input.sort ? { sortField: input.sort.field, sortOrder: input.sort.order } : {}),
    ...(input.page ? { pageNo: input.page.pageNo, pageSize: input.page.pageSize } : {}),
  };
}
