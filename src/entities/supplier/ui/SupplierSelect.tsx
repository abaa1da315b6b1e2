import { useQuery } from '@tanstack/react-query';
import { mdSupplierPageQueryOptions, type MdSupplierPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

export interface SupplierSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

export type SupplierRow = MdSupplierPageData['rows'][number];

// The enabled suppliers (at most 200 in a plant: one page, searched in the select).
export const enabledSuppliers = {
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MdSupplierPageData) => page.rows,
};

/** One enabled supplier by id, from the list the select shows (its short name for messages, its currency). */
export function useEnabledSupplier(id: string | null | undefined): SupplierRow | undefined {
  const suppliers = useQuery({ ...enabledSuppliers, enabled: Boolean(id) });
  return id ? suppliers.data?.find((supplier) => supplier.id === id) : undefined;
}

/** 供应商: one of the enabled suppliers by id, shown as '编码 名称'. */
export function SupplierSelect({ placeholder = '请选择供应商', ...props }: SupplierSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledSuppliers}
      option={(supplier) => ({ value: supplier.id, label: `${supplier.code} ${supplier.name}` })}
      placeholder={placeholder}
    />
  );
}
