import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { pmProjListQueryOptions } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The project the meeting was held for (the project list's select call, §7.6 list). */
export function MeetingProjectSelect({ id, value, onChange, onBlur }: PickerProps) {
  const projects = useQuery(pmProjListQueryOptions({ body: {} }));
  const options = (projects.data ?? []).map((project) => ({
    value: project.id,
    label: `${project.no} ${project.title}`,
  }));
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      onBlur={onBlur}
      options={options}
      loading={projects.isPending}
      placeholder="请选择项目"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
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
