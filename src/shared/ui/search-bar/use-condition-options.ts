import { useLookups } from '@/shared/lib/lookups';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

const NONE: readonly SearchOption[] = [];

/** A condition's options: its dictionary's entries, else its own list; none when it declares neither (product.md §5). */
export function useConditionOptions(condition: SearchCondition | undefined): readonly SearchOption[] {
  const { dictOptions } = useLookups();
  if (!condition) return NONE;
  return condition.dict ? dictOptions(condition.dict) : (condition.options ?? NONE);
}
