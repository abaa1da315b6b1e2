import { message, Select } from 'antd';
import { lineText, useActiveLines } from '../api/lines-query';

export interface LineSelectProps {
  id: string;
  value?: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Lines that cannot be chosen, with the note shown after their name (停线中…). */
  unavailable?: ReadonlyMap<string, string>;
  /** What choosing an unavailable line says (a warning); the value stays as it was. */
  refusal?: (line: string, note: string) => string;
  /** Narrows the lines to one workshop. */
  deptId?: string | null;
  /** The name a select inside a table cell has no label for. */
  'aria-label'?: string;
}

/** A select of the enabled production lines, '编码 名称'; for a form field (the selector dialog is LineSelector). */
export function LineSelect({
  id,
  value,
  onChange,
  onBlur,
  placeholder = '请选择产线',
  unavailable,
  refusal = (line, note) => `${line}${note}，不能选择`,
  deptId,
  'aria-label': ariaLabel,
}: LineSelectProps) {
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
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={lines.isPending}
      placeholder={placeholder}
      value={value || undefined}
      onChange={choose}
      onBlur={onBlur}
      options={(lines.data ?? [])
        .filter((line) => !deptId || line.deptId === deptId)
        .map((line) => {
          const note = unavailable?.get(line.id);
          return { value: line.id, label: note ? `${lineText(line)}（${note}）` : lineText(line) };
        })}
    />
  );
}
