import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { mfgLinePageQueryOptions, type MfgLinePageData } from '@/shared/api';

type Line = MfgLinePageData['rows'][number];
// The enabled lines (a factory has tens of them): the work centres a process or a step runs on.
const lines = { ...mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }), select: (page: { rows: Line[] }) => page.rows };

export interface WorkCentreSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The name a select inside a table cell has no label for. */
  'aria-label'?: string;
}

/** A work centre: one of the enabled production lines; empty is null. */
export function WorkCentreSelect({ id, value, onChange, onBlur, placeholder = '请选择产线', 'aria-label': ariaLabel }: WorkCentreSelectProps) {
  const list = useQuery(lines);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={list.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      onBlur={onBlur}
      options={(list.data ?? []).map((line) => ({ value: line.id, label: `${line.code} ${line.name}` }))}
      style={{ width: '100%' }}
    />
  );
}
