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

/** The enabled positions, several at once (a project manager who is also the R&D manager). */
export function PositionsSelect({ id, value, onChange, onBlur }: MultiSelectProps) {
  const list = useQuery(positions);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择岗位"
      loading={list.isPending}
      value={value ? [...value] : []}
      onChange={(ids: string[]) => onChange?.(ids)}
      onBlur={onBlur}
      options={(list.data ?? []).map((pos) => ({ value: pos.id, label: pos.name }))}
    />
  );
}

/** The enabled roles, several at once. */
export function RolesSelect({ id, value, onChange, onBlur }: MultiSelectProps) {
  const list = useQuery(roles);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择角色"
      loading={list.isPending}
      value={value ? [...value] : []}
      onChange={(ids: string[]) => onChange?.(ids)}
      onBlur={onBlur}
      options={(list.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
    />
  );
}
