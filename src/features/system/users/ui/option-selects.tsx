import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { Ref } from 'react';
import { sysPosListQueryOptions, sysRoleListQueryOptions } from '@/shared/api';

interface MultiSelectProps {
  id?: string;
  value?: readonly string[];
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
}

const positions = sysPosListQueryOptions({ body: {} });
const roles = sysRoleListQueryOptions({ body: {} });

/** Several of a named list's items, by id, searchable by name. */
function NamedMultiSelect({
  id,
  value,
  onChange,
  onBlur,
  items,
  loading,
  placeholder,
}: MultiSelectProps & { items: readonly { id: string; name: string }[]; loading: boolean; placeholder: string }) {
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={loading}
      value={value ? [...value] : []}
      onChange={(ids: string[]) => onChange?.(ids)}
      onBlur={onBlur}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}

/** The enabled positions, several at once (a project manager who is also the R&D manager). */
export function PositionsSelect(props: MultiSelectProps) {
  const list = useQuery(positions);
  return <NamedMultiSelect {...props} items={list.data ?? []} loading={list.isPending} placeholder="请选择岗位" />;
}

/** The enabled roles, several at once. */
export function RolesSelect(props: MultiSelectProps) {
  const list = useQuery(roles);
  return <NamedMultiSelect {...props} items={list.data ?? []} loading={list.isPending} placeholder="请选择角色" />;
}
