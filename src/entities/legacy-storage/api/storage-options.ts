import { queryOptions } from '@tanstack/react-query';
import { mdAreaPage, mdAreaPageQueryKey, mdHousePage, mdHousePageQueryKey } from '@/shared/api';

// One page big enough for a select, at the contract's largest page size (PageQuery: pageSize ≤ 200); only enabled
// records can be chosen.
const enabledHouses = { body: { pageNo: 1, pageSize: 200, status: '0' } };
const enabledAreas = { body: { pageNo: 1, pageSize: 200, status: '0' } };

/** The enabled v1 houses as a list (QuerySelect wants an array, the page call answers a page). */
export const legacyHouseOptions = queryOptions({
  queryKey: mdHousePageQueryKey(enabledHouses),
  queryFn: ({ signal }) => mdHousePage(enabledHouses, { signal }).then((page) => page.rows),
});

/** The enabled v1 areas as a list, each with its house's code and name. */
export const legacyAreaOptions = queryOptions({
  queryKey: mdAreaPageQueryKey(enabledAreas),
  queryFn: ({ signal }) => mdAreaPage(enabledAreas, { signal }).then((page) => page.rows),
});
