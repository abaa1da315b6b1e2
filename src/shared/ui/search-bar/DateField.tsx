import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

export interface DateFieldProps {
  picker: 'date' | 'month';
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  placeholder: string;
  className?: string;
}

/** A date or month condition as text in the product.md §9 format (loaded lazily: the picker is heavy and many lists have no dates). */
export default function DateField({ picker, value, onChange, label, placeholder, className }: DateFieldProps) {
  const format = picker === 'month' ? DATE_FORMAT.month : DATE_FORMAT.date;
  return (
    <DatePicker
      className={className}
      aria-label={label}
      picker={picker}
      placeholder={placeholder}
      value={value ? dayjs(value, format) : null}
      onChange={(d) => onChange(d ? d.format(format) : undefined)}
      style={className ? undefined : { width: '100%' }}
    />
  );
}
