import { useMfgLinePage } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

const ENABLED_LINES = { body: { pageNo: 1, pageSize: 100, status: '0' } };

/** The enabled production lines as options (a condition or a select), by id, labelled code + name. */
export function useLineOptions(): { options: SearchOption[]; loading: boolean } {
  const { data, isFetching } = useMfgLinePage(ENABLED_LINES);
  return { options: (data?.rows ?? []).map((line) => ({ value: line.id, title: `${line.code} ${line.name}` })), loading: isFetching };
}
