import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  sysMessageLatestQueryKey,
  sysMessageMarkAllRead,
  sysMessageMarkRead,
  sysMessageMyPageOperation,
  type SysMessageLatestData,
  type SysMessageMyPageData,
} from '@/shared/api';
import type { MyMessage } from './message-types';

const now = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * Marks the cached copies read at once (the bell's count and rows, every page of 我的消息), so the count drops
 * without waiting; the bell's next poll brings the server's own count.
 */
function markCached(client: QueryClient, target: 'all' | string) {
  const readTime = now();
  const mark = (row: MyMessage): MyMessage =>
    !row.read && (target === 'all' || row.id === target) ? { ...row, read: true, readTime } : row;
  client.setQueryData<SysMessageLatestData>(
    sysMessageLatestQueryKey(),
    (latest) =>
      latest && {
        unreadCount: target === 'all' ? 0 : Math.max(0, latest.unreadCount - 1),
        rows: latest.rows.map(mark),
      },
  );
  client.setQueriesData<SysMessageMyPageData>(
    { queryKey: ['sys', sysMessageMyPageOperation.operationId] },
    (page) => page && { ...page, rows: page.rows.map(mark) },
  );
}

/** 标为已读 and 全部标为已读, for the bell and 我的消息 alike. */
export function useMarkRead() {
  const client = useQueryClient();
  const markRead = useCallback(
    async (message: MyMessage) => {
      if (message.read) return;
      await sysMessageMarkRead({ body: { ids: [message.id] } });
      markCached(client, message.id);
    },
    [client],
  );
  const markAllRead = useCallback(async () => {
    await sysMessageMarkAllRead({ body: {} });
    markCached(client, 'all');
  }, [client]);
  return { markRead, markAllRead };
}
