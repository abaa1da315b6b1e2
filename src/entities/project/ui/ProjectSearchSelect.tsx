import { Select } from 'antd';
import { useMemo } from 'react';
import { usePmProjList } from '@/shared/api';

export interface ProjectSearchSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string) => void;
  onBlur?: () => void;
  /** The record's project when editing ('NPD-2026-011 SD-750 …'), shown even if the list no longer offers it. */
  current?: { id: string; label: string } | undefined;
  placeholder?: string;
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
  const list = usePmProjList({ body: {} });
  const options = useMemo(() => {
    const found = (list.data ?? []).map((proj) => ({ value: proj.id, label: `${proj.no} ${proj.title}` }));
    return current && !found.some((o) => o.value === current.id)
      ? [{ value: current.id, label: current.label }, ...found]
      : found;
  }, [list.data, current]);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={list.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? '')}
      onBlur={onBlur}
      options={options}
    />
  );
}
