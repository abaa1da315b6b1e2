import { useQuery } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ListScreenProps } from '@/shared/ui/crud-screen';
import { legacyAreaOptions, legacyHouseOptions } from '../api/storage-options';

type DeclaredList<Query> = ComponentType<ListScreenProps<Query>> & {
  screen: { conditions?: readonly SearchCondition[] | undefined };
};

/**
 * A declared v1 list whose 'houseId' and 'areaId' conditions offer the enabled houses and areas the server has
 * (the areas asked for only where a condition offers them).
 */
export function withLegacyStorageOptions<Query>(List: DeclaredList<Query>) {
  const declared = List.screen.conditions ?? [];
  const wantsAreas = declared.some((c) => c.key === 'areaId');
  function StorageSearch() {
    const houses = useQuery(legacyHouseOptions);
    const areas = useQuery({ ...legacyAreaOptions, enabled: wantsAreas });
    const conditions = useMemo(() => {
      const options = {
        houseId: (houses.data ?? []).map((h) => ({ title: `${h.code} ${h.name}`, value: h.id })),
        areaId: (areas.data ?? []).map((a) => ({ title: `${a.houseName} / ${a.code} ${a.name}`, value: a.id })),
      };
      return declared.map((c) => (c.key === 'houseId' || c.key === 'areaId' ? { ...c, options: options[c.key] } : c));
    }, [houses.data, areas.data]);
    return <List conditions={conditions} />;
  }
  StorageSearch.displayName = `StorageSearch(${List.displayName ?? 'List'})`;
  return StorageSearch;
}
