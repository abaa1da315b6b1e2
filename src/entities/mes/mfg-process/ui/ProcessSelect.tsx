import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { mfgProcessPageQueryOptions } from '@/shared/api';
import type { MfgProcess } from '../model/process-labels';

// Enabled processes: a factory has tens of them, so one page holds them all.
const processes = { ...mfgProcessPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }), select: (page: { rows: MfgProcess[] }) => page.rows };

export interface ProcessSelectProps {
  id?: string;
  value?: string | null;
  /** The chosen process's id and its name; nulls when cleared. */
  onChange?: (id: string | null, name: string | null) => void;
  placeholder?: string;
}

/** A select of the enabled processes (the process that consumes a BOM line). */
export function ProcessSelect({ id, value, onChange, placeholder = '请选择工序' }: ProcessSelectProps) {
  const list = useQuery(processes);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={list.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null, list.data?.find((p) => p.id === next)?.name ?? null)}
      options={(list.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
    />
  );
}
