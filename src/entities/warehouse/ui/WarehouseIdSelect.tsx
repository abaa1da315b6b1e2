import { Select } from 'antd';
import { useWarehouses } from '../api/warehouse-options';

/** One of the enabled warehouses, by id (a form field). */
export function WarehouseIdSelect({ id, value, onChange, onBlur }: { id?: string; value?: string; onChange?: (id: string) => void; onBlur?: () => void }) {
  const warehouses = useWarehouses();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择仓库"
      loading={warehouses.isPending}
      value={value || undefined}
      onChange={(warehouse: string) => onChange?.(warehouse)}
      onBlur={onBlur}
      options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
    />
  );
}
