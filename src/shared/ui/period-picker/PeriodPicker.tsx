import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';

/** A period of days as the contract sends it, YYYY-MM-DD to YYYY-MM-DD, never empty (a report's, a statistic's range). */
export function PeriodPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: readonly [string, string];
  onChange: (range: [string, string]) => void;
}) {
  return (
    <DatePicker.RangePicker
      id={{ start: id }}
      allowClear={false}
      value={[dayjs(value[0]), dayjs(value[1])]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange([dates[0].format(DATE_FORMAT.date), dates[1].format(DATE_FORMAT.date)]);
      }}
    />
  );
}
