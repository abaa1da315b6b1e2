import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createLoginSessionQueryOptions, type CreateLoginSessionData } from '@/shared/api';

export type LoginSession = CreateLoginSessionData;

/** The server keeps a login session 10 minutes unless it says otherwise; renew 30 s early so a step never races it. */
const DEFAULT_LIFETIME_S = 600;
const MARGIN_MS = 30_000;

export function sessionFreshForMs(session: LoginSession | undefined): number {
  if (!session) return 0;
  return Math.max((session.expireSeconds ?? DEFAULT_LIFETIME_S) * 1000 - MARGIN_MS, 0);
}

const sessionQuery = () => ({
  ...createLoginSessionQueryOptions(),
  staleTime: (query: { state: { data: LoginSession | undefined } }) => sessionFreshForMs(query.state.data),
  retry: false,
});

/**
 * The login session (product.md §7.1 createLoginSession), kept in the query cache: reused while fresh, renewed when stale or
 * when the server says it expired. (fetchQuery, not useQuery: the observer would add 7 KB to the login route.)
 */
export function useLoginSession() {
  const queryClient = useQueryClient();
  const ensure = useCallback(() => queryClient.fetchQuery(sessionQuery()), [queryClient]);
  const renew = useCallback(() => queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }), [queryClient]);
  return { ensure, renew };
}
