import { cdMaterialGroupHistoryPageSource } from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';
import type { ChangeHistory, HistoryQuery } from '@/shared/ui/change-history';

/** The change history of one group, paged. */
export const groupHistorySource = cdMaterialGroupHistoryPageSource satisfies TableSource<ChangeHistory, HistoryQuery>;
