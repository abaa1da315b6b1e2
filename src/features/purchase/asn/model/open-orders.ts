import { poOrderPageQueryOptions, type PoOrderPageData } from '@/shared/api';
import type { PoOrderState } from '@/entities/purchase-order';

/** The orders an ASN ships from: 已审核 and 部分到货 (docs/design/scm-purchase.md → 到货通知). */
export const OPEN_STATES: readonly PoOrderState[] = ['APPROVED', 'PARTIAL'];

/** The open orders, the latest first (a plant has some dozens open at a time: one page). */
export const openOrdersQuery = {
  ...poOrderPageQueryOptions({
    body: { pageNo: 1, pageSize: 200, state: OPEN_STATES.join(','), sortField: 'orderDate', sortOrder: 'descend' },
  }),
  select: (page: PoOrderPageData) => page.rows,
};
