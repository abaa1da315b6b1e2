import dayjs from 'dayjs';

/** The longest period 事务历史 and 事务汇总 ask for (docs/design/scm-storage-2.md → 统计分析, 1018702). */
export const MAX_PERIOD_DAYS = 366;

/**
 * Why a period cannot be asked, in the server's words (1018703 end before start, 1018702 longer than 366 days,
 * counting both ends), or null. Said before sending, so the person sees it at the dates, not as a failed list.
 */
export function periodProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null;
  const start = dayjs(from);
  const end = dayjs(to);
  if (end.isBefore(start, 'day')) return `结束日期（${to}）不能早于开始日期（${from}）`;
  const days = end.diff(start, 'day') + 1;
  if (days > MAX_PERIOD_DAYS) return `统计期间不能超过 ${MAX_PERIOD_DAYS} 天（${from} 至 ${to} 共 ${days} 天）`;
  return null;
}
