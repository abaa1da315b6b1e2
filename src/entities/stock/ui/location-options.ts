import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdLocationPageQueryOptions, type CdLocationPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

type LocationRow = CdLocationPageData['rows'][number];

/** The enabled locations of one warehouse (master data's cdLocation), as a document's 库位 choices. */
const enabledLocations = (warehouseId: string) => ({
  ...cdLocationPageQueryOptions({ body: { pageNo: 1, pageSize: 200, warehouseId, status: '0' } }),
  select: (page: CdLocationPageData) => page.rows,
  enabled: Boolean(warehouseId),
});

const titleOf = (row: Pick<LocationRow, 'code' | 'name'>) => `${row.code} ${row.name}`;

/**
 * A grid column's options: the warehouse's enabled locations ('E1-01-01 防静电区 1 号货架第 1 层'), plus the ones the
 * lines already hold (a suggested or received location the list does not page in), so a cell always shows its code.
 */
export function useLocationOptions(
  warehouseId: string | undefined,
  held: readonly { id: string; code: string; name?: string | null | undefined }[] = [],
): SearchOption[] {
  const list = useQuery(enabledLocations(warehouseId ?? ''));
  return useMemo(() => {
    const options = new Map<string, string>();
    for (const row of list.data ?? []) options.set(row.id, titleOf(row));
    for (const row of held)
      if (row.id && !options.has(row.id)) options.set(row.id, titleOf({ code: row.code, name: row.name ?? '' }).trim());
    return [...options].map(([value, title]) => ({ value, title }));
  }, [list.data, held]);
}
