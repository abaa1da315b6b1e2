import { useSyncExternalStore } from 'react';
import type { StStockPageVariables } from '@/shared/api';

export type StockQuery = StStockPageVariables['body'];
/** The list's conditions without its paging and sorting: what the totals are asked with. */
export type StockConditions = Omit<StockQuery, 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** The conditions of a list request (the totals are of the whole query, not of the page). */
export function conditionsOf(query: StockQuery): StockConditions {
  const { pageNo: _pageNo, pageSize: _pageSize, sortField: _sortField, sortOrder: _sortOrder, ...conditions } = query;
  return conditions;
}

/**
 * The conditions 库存明细's list last asked with, so 合计 under it asks `stStockSummary` with the same ones
 * (docs/design/scm-storage.md → 库存明细). The kit's list owns its conditions; its source tells them here.
 */
export function createQueryStore() {
  let current: StockConditions | undefined;
  let key = '';
  const listeners = new Set<() => void>();
  return {
    publish(query: StockQuery) {
      const next = conditionsOf(query);
      const nextKey = JSON.stringify(next);
      if (nextKey === key) return;
      current = next;
      key = nextKey;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}

export type QueryStore = ReturnType<typeof createQueryStore>;

export function useListConditions(store: QueryStore): StockConditions | undefined {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
