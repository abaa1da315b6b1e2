import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

/** A server time shown in one of the product.md §9 formats; nothing for an empty or unreadable value. */
export function formatDate(
  value: string | number | Date | null | undefined,
  kind: keyof typeof DATE_FORMAT = 'date',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT[kind]) : '';
}
