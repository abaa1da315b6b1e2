import { QuerySelect } from '@/shared/ui/query-select';
import { enabledWarehouseRows } from '../api/warehouse-options';

export interface WarehouseSelectProps {
  id?: string;
  /** What the form stores: the warehouse's id (v2 records) or its code (the production line's feed warehouse). */
  by?: 'id' | 'code';
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** One of the enabled warehouses, shown as '编码 名称'. */
export function WarehouseSelect({ by = 'id', placeholder = '请选择仓库', ...props }: WarehouseSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledWarehouseRows}
      option={(w) => ({ value: w[by], label: `${w.code} ${w.name}` })}
      placeholder={placeholder}
    />
  );
}
