import { mfgProcessPageQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import type { MfgProcess } from '../model/process-labels';

// Enabled processes: a factory has tens of them, so one page holds them all.
const processes = { ...mfgProcessPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }), select: (page: { rows: MfgProcess[] }) => page.rows };
const option = (p: MfgProcess) => ({ value: p.id, label: `${p.code} ${p.name}` });

export interface ProcessSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  placeholder?: string;
}

/** A select of the enabled processes (the process that consumes a BOM line). */
export function ProcessSelect({ id, value, onChange, placeholder = '请选择工序' }: ProcessSelectProps) {
  return <QuerySelect id={id} query={processes} option={option} value={value} onChange={onChange} placeholder={placeholder} />;
}
