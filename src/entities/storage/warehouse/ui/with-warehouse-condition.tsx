import type { ComponentType } from 'react';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ListScreenProps } from '@/shared/ui/crud-screen';
import { useWarehouseConditions } from '../api/warehouse-options';

type DeclaredList<Query> = ComponentType<ListScreenProps<Query>> & {
  screen: { conditions?: readonly SearchCondition[] | undefined };
};

/** A declared list whose search adds 仓库 (the enabled warehouses) after its own conditions. */
export function withWarehouseCondition<Query>(
  List: DeclaredList<Query>,
  conditions: readonly SearchCondition[] = List.screen.conditions ?? [],
) {
  function WarehouseSearch() {
    return <List conditions={useWarehouseConditions(conditions)} />;
  }
  WarehouseSearch.displayName = `WarehouseSearch(${List.displayName ?? 'List'})`;
  return WarehouseSearch;
}
