import {
  mdAreaPageQueryOptions,
  mdHousePageQueryOptions,
  type MdAreaPageData,
  type MdHousePageData,
} from '@/shared/api';

// One page big enough for a select, at the contract's largest page size (PageQuery: pageSize ≤ 200); only enabled
// records can be chosen.
const enabled = { body: { pageNo: 1, pageSize: 200, status: '0' } };

/** The enabled v1 houses as a list (QuerySelect wants an array; the cache keeps the page under the call's key). */
export const legacyHouseOptions = { ...mdHousePageQueryOptions(enabled), select: (page: MdHousePageData) => page.rows };

/** The enabled v1 areas as a list, each with its house's code and name. */
export const legacyAreaOptions = { ...mdAreaPageQueryOptions(enabled), select: (page: MdAreaPageData) => page.rows };
