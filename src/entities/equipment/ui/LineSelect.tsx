import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { mfgLinePageQueryOptions } from '@/shared/api';

// The enabled lines of the enterprise (a factory has tens, not hundreds): one request, searched in the browser.
const enabledLines = mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

export interface LineSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Narrows the lines to one workshop. */
  deptId?: string | null;
}

/** One production line, '编码 名称'; empty is null, as forms send it. */
export function LineSelect({ value, onChange, deptId, placeholder = '请选择产线', ...props }: LineSelectProps) {
  const lines = useQuery({ ...enabledLines, staleTime: 5 * 60_000 });
  const options = useMemo(
    () => (lines.data?.rows ?? []).filter((l) => !deptId || l.deptId === deptId).map((l) => ({ value: l.id, label: `${l.code} ${l.name}` })),
    [lines.data, deptId],
  );
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={lines.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={options}
    />
  );
}
