import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { mdSupplierPageQueryOptions, type MdSupplierPageData } from '@/shared/api';

export interface SupplierMultiSelectProps {
  id?: string;
  value?: readonly string[] | null;
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
}

// The enabled suppliers, as SupplierSelect offers them (one page of at most 200, searched in the select).
const enabledSuppliers = {
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MdSupplierPageData) => page.rows,
};

/** 供应商 of a quality rule: several of the enabled suppliers; none is every supplier. */
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
