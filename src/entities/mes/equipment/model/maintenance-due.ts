import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

export type MaintenanceDue = 'overdue' | 'soon' | 'ok';

/** 下次保养日期 = 上次保养日期 + 保养周期 (days); none without both. */
export function nextMaintainDate(last: string | null | undefined, cycleDays: number | null | undefined): string | null {
  if (!last || !cycleDays) return null;
  const date = dayjs(last);
  return date.isValid() ? date.add(cycleDays, 'day').format(DATE_FORMAT.date) : null;
}

/** Overdue before today, due within 7 days (today included), otherwise in time. */
export function maintenanceDue(next: string, today: string): MaintenanceDue {
  const days = dayjs(next).diff(dayjs(today), 'day');
  if (days < 0) return 'overdue';
  return days <= 7 ? 'soon' : 'ok';
}
