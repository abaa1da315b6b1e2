import { Select } from 'antd';
import { useWarehouses } from '@/entities/warehouse';

/** The feed warehouse: one of the enabled warehouses (the warehouse entity's one list), by code. */
export function WarehouseSelect({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (code: string | null) => void }) {
  const warehouses = useWarehouses();
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择投料仓库"
      loading={warehouses.isPending}
      value={value || undefined}
      onChange={(code: string | undefined) => onChange?.(code ?? null)}
      options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.code, label: `${w.code} ${w.name}` }))}
    />
  );
}
