import { cdMaterialTypeHistoryPage, cdMaterialTypeHistoryPageQueryKey } from '@/shared/api';
import type { ChangeHistory, HistoryQuery } from '@/shared/ui/change-history';
import type { TableSource } from '@/shared/ui/data-table';

/** The change history of one type, paged. */
export const typeHistorySource: TableSource<ChangeHistory, HistoryQuery> = {
  key: (body) => cdMaterialTypeHistoryPageQueryKey({ body }),
  fetch: (body, options) => cdMaterialTypeHistoryPage({ body }, options),
};
