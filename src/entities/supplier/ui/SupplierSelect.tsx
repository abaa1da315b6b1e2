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

// The enabled suppliers (at most 200 in a plant: one page, searched in the select).
const enabledSuppliers = {
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MdSupplierPageData) => page.rows,
};

/** 供应商: one of the enabled suppliers by id, shown as '编码 简称'. */
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
