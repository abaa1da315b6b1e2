import { useQuery } from '@tanstack/react-query';
import { mfgProcessPageQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import type { MfgProcess } from '../model/process-labels';

// Enabled processes: a factory has tens of them, so one page holds them all.
const processes = {
  ...mfgProcessPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: { rows: MfgProcess[] }) => page.rows,
};

export interface ProcessSelectProps {
  id?: string;
  value?: string | null;
  /** The chosen process's id and its name; nulls when cleared. */
  onChange?: (id: string | null, name: string | null) => void;
  placeholder?: string;
}

/** A select of the enabled processes (the process that consumes a BOM line). */
export function ProcessSelect({ id, value, onChange, placeholder = '请选择工序' }: ProcessSelectProps) {
  // The select's own cache entry: the chosen process's name for the caller, without a second request.
  const list = useQuery(processes);
  return (
    <QuerySelect
      id={id}
      value={value}
      placeholder={placeholder}
      query={processes}
      option={(p) => ({ value: p.id, label: `${p.code} ${p.name}` })}
      onChange={(next) => onChange?.(next, list.data?.find((p) => p.id === next)?.name ?? null)}
    />
  );
}
