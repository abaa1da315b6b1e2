import { DatePicker, Flex, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/shared/config';
import type { RangeValue } from '@/shared/lib/table-query';
import { nextNumberRange } from './condition-value';

interface RangeFieldProps {
  type: 'dateRange' | 'numberRange';
  value: RangeValue;
  onChange: (value: RangeValue) => void;
}

const asDay = (v: string | number | undefined) => (typeof v === 'string' && v ? dayjs(v, DATE_FORMAT.date) : null);

/** Two sides of a range (product.md §5): numbers never inverted (the other side clears), dates that would invert disabled. */
/** Loaded lazily with the pickers it needs. */
export default function RangeField({ type, value, onChange }: RangeFieldProps) {
  if (type === 'numberRange') {
    const side = (s: 'from' | 'to') => (n: number | null) => onChange(nextNumberRange(value, s, n ?? undefined));
    return (
      <Flex gap={8} align="center">
        <InputNumber
          aria-label="最小值"
          placeholder="最小值"
          value={typeof value.from === 'number' ? value.from : null}
          onChange={side('from')}
          style={{ width: '100%' }}
        />
        <span>~</span>
        <InputNumber
          aria-label="最大值"
          placeholder="最大值"
          value={typeof value.to === 'number' ? value.to : null}
          onChange={side('to')}
          style={{ width: '100%' }}
        />
      </Flex>
    );
  }
  const from = asDay(value.from);
  const to = asDay(value.to);
  const set = (s: 'from' | 'to') => (d: Dayjs | null) =>
    onChange({ ...value, [s]: d ? d.format(DATE_FORMAT.date) : undefined });
  return (
    <Flex gap={8} align="center">
      <DatePicker
        aria-label="开始日期"
        placeholder="开始日期"
        value={from}
        onChange={set('from')}
        disabledDate={(d) => !!to && d.isAfter(to, 'day')}
        style={{ width: '100%' }}
      />
      <span>~</span>
      <DatePicker
        aria-label="结束日期"
        placeholder="结束日期"
        value={to}
        onChange={set('to')}
        disabledDate={(d) => !!from && d.isBefore(from, 'day')}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
