import { useQuery } from '@tanstack/react-query';
import { mfgLinePageQueryOptions, type MfgLinePageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

/** A production line as the line page lists it: the one row type of the entity. */
export type ProductionLine = MfgLinePageData['rows'][number];

/**
 * Every line of the enterprise in one request (a factory has tens, one page of 200 holds them): every select, filter
 * and name lookup of the lines reads this one cache entry, so a screen asks for the lines once.
 */
const allLines = { ...mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 200 } }), staleTime: 5 * 60_000 };

export const lineText = (line: Pick<ProductionLine, 'code' | 'name'>) => `${line.code} ${line.name}`;

const everyLine = (page: MfgLinePageData): ProductionLine[] => page.rows;
const enabledOnly = (page: MfgLinePageData): ProductionLine[] => page.rows.filter((line) => line.status === 0);

/** All lines, disabled ones too (names of what was recorded on them). */
export function useLines() {
  return useQuery({ ...allLines, select: everyLine });
}

/** The enabled lines (status 0): what can be chosen. */
export function useActiveLines() {
  return useQuery({ ...allLines, select: enabledOnly });
}

/** The enabled lines as search-condition options, labelled code + name. */
export function useLineOptions(): { options: SearchOption[]; loading: boolean } {
  const { data, isFetching } = useActiveLines();
  return { options: (data ?? []).map((line) => ({ value: line.id, title: lineText(line) })), loading: isFetching };
}
