import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { mfgLinePageQueryOptions } from '@/shared/api';

interface LineSelectProps {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}

/** The enterprise's lines (a few dozen at most, one page), searchable by code or name; empty is no line (a warehouse handheld). */
export function LineSelect({ id, value, onChange, onBlur }: LineSelectProps) {
  const lines = useQuery(mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 100 } }));
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="不绑定产线（如仓库手持）"
      loading={lines.isPending}
      value={value || undefined}
      onChange={(lineId?: string) => onChange(lineId ?? '')}
      onBlur={onBlur}
      options={(lines.data?.rows ?? []).map((line) => ({ value: line.id, label: `${line.code} ${line.name}`, disabled: line.status !== 0 }))}
    />
  );
}
