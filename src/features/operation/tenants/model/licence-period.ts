import * as z from 'zod/mini';

/** The period's end must not be before its start (both YYYY-MM-DD, so text order is date order). */
export function periodRule<K extends string, L extends string>(from: K, to: L, message = '结束日期不能早于开始日期') {
  return z.refine<Record<K | L, string>>((values) => !values[from] || !values[to] || values[to] >= values[from], {
    message,
    path: [to],
  });
}
