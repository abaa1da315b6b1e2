import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { enabledSuppliers } from './SupplierSelect';

export interface SupplierMultiSelectProps {
  id?: string;
  value?: readonly string[] | null;
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** 供应商: several of the enabled suppliers, shown as '编码 名称'; none is every supplier (a role's, a rule's scope). */
export function SupplierMultiSelect({
  id,
  value,
  onChange,
  onBlur,
  placeholder = '不选即全部供应商',
}: SupplierMultiSelectProps) {
  const suppliers = useQuery(enabledSuppliers);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={suppliers.isPending}
      value={value ? [...value] : []}
      onChange={(ids: string[]) => onChange?.(ids)}
      onBlur={onBlur}
      options={(suppliers.data ?? []).map((supplier) => ({
        value: supplier.id,
        label: `${supplier.code} ${supplier.name}`,
      }))}
    />
  );
}
