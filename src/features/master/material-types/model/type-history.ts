import { cdMaterialTypeHistoryPageSource } from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';
import type { ChangeHistory, HistoryQuery } from '@/shared/ui/change-history';

/** The change history of one type, paged. */
export const typeHistorySource = cdMaterialTypeHistoryPageSource satisfies TableSource<ChangeHistory, HistoryQuery>;
