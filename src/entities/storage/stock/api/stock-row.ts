import { useQuery } from '@tanstack/react-query';
import { stStockPageQueryOptions } from '@/shared/api';
import type { StStock } from '../model/types';

/**
 * The stock row another screen opened this one with (`?stockId=`, 库存明细's 锁定 / 隔离 / 移库): fetched by id through
 * `stStockPage`'s `ids`. Undefined while there is none, while it loads, or when the server has no such row.
 */
export function useStockRow(id: string | null | undefined): { stock: StStock | undefined; loading: boolean } {
  const query = useQuery({
    ...stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 1, ids: id ?? '' } }),
    enabled: Boolean(id),
  });
  const stock = id ? query.data?.rows.find((row) => row.id === id) : undefined;
  return { stock, loading: Boolean(id) && query.isPending };
}
