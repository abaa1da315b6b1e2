import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A time to the minute, kept as 'YYYY-MM-DD HH:mm:ss' (the contract's time format). */
export function MeetingTimePicker({ id, value, onChange, onBlur, placeholder }: PickerProps & { placeholder: string }) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format="YYYY-MM-DD HH:mm"
      value={value ? dayjs(value, DATE_FORMAT.dateTime) : null}
      onChange={(time) => onChange(time ? time.second(0).format(DATE_FORMAT.dateTime) : '')}
      onBlur={onBlur}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
