import { useQuery } from '@tanstack/react-query';
import { message, Select } from 'antd';
import { mfgLinePageQueryOptions, type MfgLinePageData } from '@/shared/api';

type Line = MfgLinePageData['rows'][number];

/** The enabled lines (status 0), codes in order: one page of 100 holds a factory's lines. */
export function useActiveLines() {
  return useQuery({
    ...mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 100, status: '0' } }),
    select: (page: MfgLinePageData): Line[] => page.rows.filter((line) => line.status === 0),
  });
}

export const lineText = (line: Pick<Line, 'code' | 'name'>) => `${line.code} ${line.name}`;

export interface LineSelectProps {
  id: string;
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Lines that cannot be chosen, with the note shown after their name (停线中…). */
  unavailable?: ReadonlyMap<string, string>;
  /** What choosing an unavailable line says (a warning); the value stays as it was. */
  refusal?: (line: string, note: string) => string;
  /** Narrows the lines to one workshop. */
  deptId?: string | null;
}

/** A select of the enabled production lines, '编码 名称'; for a form field (the selector dialog is LineSelector). */
export function LineSelect({ id, value, onChange, onBlur, placeholder = '请选择产线', unavailable, refusal = (line, note) => `${line}${note}，不能选择`, deptId }: LineSelectProps) {
  const lines = useActiveLines();
  const choose = (next: string | undefined) => {
    const note = next ? unavailable?.get(next) : undefined;
    const line = lines.data?.find((l) => l.id === next);
    if (note !== undefined && line) {
      void message.warning(refusal(lineText(line), note));
      return;
    }
    onChange(next ?? null);
  };
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={lines.isPending}
      placeholder={placeholder}
      value={value || undefined}
      onChange={choose}
      onBlur={onBlur}
      options={(lines.data ?? []).filter((line) => !deptId || line.deptId === deptId).map((line) => {
        const note = unavailable?.get(line.id);
        return { value: line.id, label: note ? `${lineText(line)}（${note}）` : lineText(line) };
      })}
    />
  );
}
