import { API_MESSAGES } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';

interface Answer<T> {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * Why a panel that loads on its own cannot show its answer: the request failed, or it succeeded without the shape the
 * panel asked for (`data: null`, a list that is not a list) — a malformed answer is never shown as empty data
 * (issue 28, item 8). Undefined while pending or when the answer is good.
 */
export function queryFailure<T>(query: Answer<T>, wellFormed: (data: T) => boolean): string | undefined {
  if (query.isError) return userMessageOf(query.error);
  if (query.isSuccess && (query.data === undefined || query.data === null || !wellFormed(query.data)))
    return API_MESSAGES.format;
  return undefined;
}
