import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * The one owner of server data. Failures were already shown by the request layer, so queries do not retry
 * what cannot get better (a business answer, a 4xx, a lost session); a dropped connection retries once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}

/** The key prefix of every query of one operation (`['mes', 'mfgLinePage']`): invalidating it refetches them all. */
export function operationKey(operation: { family: string; operationId: string }): readonly [string, string] {
  return [operation.family, operation.operationId];
}
