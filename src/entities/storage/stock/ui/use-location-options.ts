import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdLocationPageQueryOptions } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

/** A location a line already holds (an edited document's, a suggestion's), offered even when the list lacks it. */
export interface KnownLocation {
  locationId: string;
  locationCode: string;
  locationName: string;
}

const NONE: readonly KnownLocation[] = [];

/** The enabled locations of a warehouse as a grid column's options ('E1-01-01 防静电区 1 号货架第 1 层'). */
export function useLocationOptions(
  houseId: string | undefined,
  known: readonly KnownLocation[] = NONE,
): readonly SearchOption[] {
  const locations = useQuery({
    ...cdLocationPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0', warehouseId: houseId ?? '' } }),
    enabled: Boolean(houseId),
  });
  const rows = locations.data?.rows;
  return useMemo(() => {
    const listed = (rows ?? []).map((row) => ({ value: row.id, title: `${row.code} ${row.name}` }));
    const held = known
      .filter((location) => !listed.some((option) => option.value === location.locationId))
      .map((location) => ({ value: location.locationId, title: `${location.locationCode} ${location.locationName}` }));
    return [...listed, ...new Map(held.map((option) => [option.value, option])).values()];
  }, [rows, known]);
}
