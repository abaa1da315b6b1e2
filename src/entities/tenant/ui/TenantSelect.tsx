import { opTenantListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

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
  return (
    <QuerySelect
      id={id}
      query={opTenantListQueryOptions()}
      option={(tenant) => ({
        value: tenant.id,
        label: `${tenant.name}（${tenant.code}）${tenant.status === 0 ? '' : ' 已停用'}`,
        disabled: tenant.status !== 0 && tenant.id !== value,
      })}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
