import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { opTenantListQueryOptions } from '@/shared/api';

export interface TenantSelectProps {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

/** One tenant, by name or code; a disabled tenant cannot be chosen for a new record. */
export function TenantSelect({ id, value, onChange, onBlur, placeholder = '请选择租户', disabled }: TenantSelectProps) {
  const tenants = useQuery(opTenantListQueryOptions());
  const options = (tenants.data ?? []).map((tenant) => ({
    value: tenant.id,
    label: `${tenant.name}（${tenant.code}）${tenant.status === 0 ? '' : ' 已停用'}`,
    disabled: tenant.status !== 0 && tenant.id !== value,
  }));
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      onBlur={onBlur}
      options={options}
      loading={tenants.isPending}
      placeholder={placeholder}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
