import { useReducer } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { defaultConditions, initialTableState, stateFromUrl, tableReducer, type SearchCondition } from '@/shared/lib/table-query';

/**
 * Page, size, conditions and sort of one list. The first load takes the declared defaults, then what the link
 * carries (`?pageNo=&pageSize=&<condition>=`, or a route param pageNo); afterwards the state is the table's own —
 * it is not written back to the URL, whose full path names the workspace tab.
 */
export function useTableState(conditions: readonly SearchCondition[]) {
  const [search] = useSearchParams();
  const { pageNo: routePageNo } = useParams();
  const [state, dispatch] = useReducer(tableReducer, undefined, () => {
    const fromUrl = stateFromUrl(search, conditions, routePageNo);
    const defaults = defaultConditions(conditions);
    const prefilled = fromUrl.conditions ?? [];
    return initialTableState({
      pageNo: fromUrl.pageNo,
      pageSize: fromUrl.pageSize,
      conditions: [...defaults.filter((d) => !prefilled.some((p) => p.key === d.key)), ...prefilled],
    });
  });

  return [state, dispatch] as const;
}
