import { useReducer, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  defaultConditions,
  initialTableState,
  stateFromUrl,
  tableReducer,
  type ActiveCondition,
  type SearchCondition,
} from '@/shared/lib/table-query';

export interface ListSeed {
  pageNo?: number;
  pageSize?: number;
  conditions?: readonly ActiveCondition[];
}

/**
 * Page, size, conditions and sort of one list, headless: the DataTable's and the row-selection modal's. It starts
 * from the declared default conditions and what `seed` carries (a seeded condition replaces its default).
 */
export function useListState(conditions: readonly SearchCondition[], seed: ListSeed = {}) {
  return useReducer(tableReducer, undefined, () => {
    const defaults = defaultConditions(conditions);
    const prefilled = seed.conditions ?? [];
    return initialTableState({
      pageNo: seed.pageNo,
      pageSize: seed.pageSize,
      conditions: [...defaults.filter((d) => !prefilled.some((p) => p.key === d.key)), ...prefilled],
    });
  });
}

/**
 * A screen list's state: the first load takes the declared defaults, then what the link carries
 * (`?pageNo=&pageSize=&<condition>=`, or a route param pageNo); afterwards the state is the table's own — it is not
 * written back to the URL, whose full path names the workspace tab.
 */
export function useTableState(conditions: readonly SearchCondition[]) {
  const [search] = useSearchParams();
  const { pageNo: routePageNo } = useParams();
  const [seed] = useState(() => stateFromUrl(search, conditions, routePageNo));
  return useListState(conditions, seed);
}
