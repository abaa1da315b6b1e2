import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

export interface DateTimeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A time to the minute (a downtime's start, a receipt's 收货时间), kept as 'YYYY-MM-DD HH:mm:ss' (seconds 00); typed or picked, no 确定 to press. */
export function DateTimeInput({ id, value, onChange, onBlur }: DateTimeInputProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      needConfirm={false}
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(time) => onChange(time ? time.second(0).format(DATE_FORMAT.dateTime) : '')}
      onBlur={onBlur}
    />
  );
}
