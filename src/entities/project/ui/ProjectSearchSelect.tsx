import { pmProjListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

export interface ProjectSearchSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string) => void;
  onBlur?: () => void;
  /** The record's project when editing ('NPD-2026-011 SD-750 …'), shown even if the list no longer offers it. */
  current?: { id: string; label: string } | undefined;
  placeholder?: string;
}

type Option = { value: string; label: string };

/** The options, with the record's own project first when the list no longer offers it. */
export function withCurrent(found: Option[], current: { id: string; label: string } | undefined): Option[] {
  return current && !found.some((o) => o.value === current.id)
    ? [{ value: current.id, label: current.label }, ...found]
    : found;
}

/** A project of the enterprise (/bos/pmProj/list: up to 200, newest first), searched by number or name as typed. */
export function ProjectSearchSelect({
  id,
  value,
  onChange,
  onBlur,
  current,
  placeholder = '输入项目编号或名称搜索',
}: ProjectSearchSelectProps) {
  return (
    <QuerySelect
      id={id}
      query={{
        ...pmProjListQueryOptions({ body: {} }),
        select: (rows) =>
          withCurrent(
            rows.map((proj) => ({ value: proj.id, label: `${proj.no} ${proj.title}` })),
            current,
          ),
      }}
      option={(o) => o}
      value={value}
      onChange={(next) => onChange?.(next ?? '')}
      onBlur={onBlur}
      placeholder={placeholder}
    />
  );
}
