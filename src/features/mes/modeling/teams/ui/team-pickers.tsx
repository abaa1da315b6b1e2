import { Select } from 'antd';
import { useMfgShiftPage } from '@/shared/api';

interface PickerProps {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
}

/** 默认班次: the enabled shifts, with their times. */
export function ShiftPicker({ id, value, onChange, onBlur }: PickerProps) {
  const shifts = useMfgShiftPage({ body: { pageNo: 1, pageSize: 200, status: '0' } });
  const options = (shifts.data?.rows ?? []).map((shift) => ({
    value: shift.id,
    label: `${shift.name}（${shift.startTime}–${shift.endTime}）`,
  }));
  return (
    <Select
      id={id}
      allowClear
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      onBlur={onBlur}
      options={options}
      loading={shifts.isPending}
      placeholder="请选择默认班次"
    />
  );
}
