import { cdMaterialGroupHistoryPage, cdMaterialGroupHistoryPageQueryKey } from '@/shared/api';
import type { ChangeHistory, HistoryQuery } from '@/shared/ui/change-history';
import type { TableSource } from '@/shared/ui/data-table';

/** The change history of one group, paged. */
export const groupHistorySource: TableSource<ChangeHistory, HistoryQuery> = {
  key: (body) => cdMaterialGroupHistoryPageQueryKey({ body }),
  fetch: (body, options) => cdMaterialGroupHistoryPage({ body }, options),
};
