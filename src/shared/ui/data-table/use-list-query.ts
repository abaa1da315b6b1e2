import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { message } from 'antd';
import { useEffect } from 'react';
import { API_MESSAGES, isApiError } from '@/shared/api';
import { UserMessageError, userMessageOf } from '@/shared/lib/errors';
import { TOAST_SECONDS } from '@/shared/config';
import { TABLE_TEXTS } from './texts';
import type { PageData, TableSource } from './types';

export interface ListResult<Row> {
  rows: Row[];
  total: number;
  totalPage: number;
  paged: boolean;
}

const EMPTY = { rows: [], total: 0, totalPage: 0, paged: true };

/**
 * A success whose data is neither a list nor a page with its rows (`data: null`, a page without rows) is a
 * failure said in place of the table, not an empty table.
 */
function checked<Row>(data: PageData<Row> | Row[] | null | undefined): PageData<Row> | Row[] {
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null && Array.isArray(data.rows)) return data;
  throw new UserMessageError(API_MESSAGES.format);
}

function normalise<Row>(data: PageData<Row> | Row[] | undefined): ListResult<Row> {
  if (!data) return EMPTY;
  // product.md §3: a non-paged answer is a plain array in data.
  if (Array.isArray(data)) return { rows: data, total: data.length, totalPage: 1, paged: false };
  return {
    rows: data.rows ?? [],
    total: data.totalRows ?? data.rows?.length ?? 0,
    totalPage: data.totalPage ?? 0,
    paged: true,
  };
}

/**
 * The list's rows, owned by TanStack Query under the source's generated key (a save invalidates it). The previous
 * page stays on screen while the next loads. A list is always revalidated when a page is shown again (stale at
 * once): a cached page appears at once and is replaced by what the server has now, so the jump to the last page
 * and paging back after a refresh never show rows the server no longer has. A business failure says
 * '获取数据列表失败：…' (5 s); lost sessions, 403 and 5xx are shown by the request layer. Whatever failed, the
 * table says it in place of its rows (`failure`) rather than showing an empty table.
 */
export function useListQuery<Row, Query>(source: TableSource<Row, Query>, query: Query) {
  const result = useQuery({
    queryKey: source.key(query),
    queryFn: async ({ signal }) => checked(await source.fetch(query, { signal, quiet: true })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (isApiError(error) && error.kind === 'business')
      void message.error(TABLE_TEXTS.listFailed(error.message), TOAST_SECONDS);
  }, [error, errorUpdatedAt]);
  const failure = result.isError && !result.isFetching ? TABLE_TEXTS.listFailed(userMessageOf(error)) : undefined;
  return { ...result, list: normalise(result.data), failure };
}
