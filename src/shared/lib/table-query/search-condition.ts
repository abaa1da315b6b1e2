/**
 * Search conditions (product.md §3 "Search condition", product.md §4.1, §5): what a table screen declares, and what the search bar
 * and the advanced panel emit. The DataTable turns active conditions into request params (`request-params.ts`).
 */

/** How a condition is entered. Range types send {key}From/{key}To (product.md §7.10). */
export type SearchFieldType = 'input' | 'number' | 'select' | 'radio' | 'date' | 'month' | 'dateRange' | 'numberRange';

export interface SearchOption {
  title: string;
  value: string | number;
}

/** A range's two sides; either may be empty (one side alone is sent alone, product.md §5). */
export interface RangeValue {
  from?: string | number | undefined;
  to?: string | number | undefined;
}

/** A condition's value: scalars, several values (joined by commas when sent) or a range. */
export type SearchValue = string | number | ReadonlyArray<string | number> | RangeValue;

/** A condition a screen declares. `K` is the request field name (a key of the generated request body). */
export interface SearchCondition<K extends string = string> {
  key: K;
  title: string;
  type: SearchFieldType;
  /** 'query': offered in the search bar (default); 'filter': only in the advanced panel or a column filter. */
  searchType?: 'query' | 'filter';
  /** Dictionary code whose entries are the options (select, radio). */
  dict?: string;
  /** Static options (select, radio) when there is no dictionary. */
  options?: readonly SearchOption[];
  /** Several options may be chosen (select); sent joined by commas. */
  multiple?: boolean;
  /** Applied when the table first loads and after a reset. */
  defaultValue?: SearchValue;
  defaultText?: string;
  /** false: kept out of the search bar's property list (still usable as a default or injected condition). */
  isShow?: boolean;
  placeholder?: string;
}

/** What the search bar emits (product.md §4.1) and the table keeps as an active condition. */
export interface ActiveCondition<K extends string = string> {
  key: K;
  type: SearchFieldType;
  value: SearchValue;
  /** What the user saw (an option's title, a formatted range), shown on the condition's tag. */
  text: string;
}

export function isRangeValue(value: SearchValue): value is RangeValue {
  return typeof value === 'object' && !Array.isArray(value);
}

/** product.md §4.1/§5: a value is emitted only when non-empty; zero counts as a value. */
export function hasSearchValue(value: SearchValue | null | undefined): value is SearchValue {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return hasSearchValue((value as RangeValue).from) || hasSearchValue((value as RangeValue).to);
}
