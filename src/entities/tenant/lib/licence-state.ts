import type { bosSchemas } from '@/shared/api';

export type LicenceState = bosSchemas['schemas']['OpLicenceState'];

/** The licence states (computed by the server each day) with their words and badge statuses. */
export const LICENCE_STATES: Record<
  LicenceState,
  { title: string; status: 'success' | 'warning' | 'error' | 'default' }
> = {
  VALID: { title: '有效', status: 'success' },
  EXPIRING: { title: '即将到期', status: 'warning' },
  EXPIRED: { title: '已过期', status: 'error' },
  REVOKED: { title: '已吊销', status: 'default' },
};

export const LICENCE_STATE_OPTIONS = (Object.keys(LICENCE_STATES) as LicenceState[]).map((value) => ({
  value,
  title: LICENCE_STATES[value].title,
}));

/** Whole days from `today` to `date` (both YYYY-MM-DD): negative when the date has passed. */
export function daysUntil(date: string, today: string): number {
  const day = (value: string) =>
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(date) - day(today)) / 86_400_000);
}

/** What a period's end says beside the date: 剩 N 天 while expiring, 已过期 N 天 after it. */
export function periodHint(state: LicenceState, to: string, today: string): string | undefined {
  const days = daysUntil(to, today);
  if (state === 'EXPIRING') return days >= 0 ? `剩 ${days} 天` : undefined;
  if (state === 'EXPIRED') return days < 0 ? `已过期 ${-days} 天` : '已过期';
  return undefined;
}
