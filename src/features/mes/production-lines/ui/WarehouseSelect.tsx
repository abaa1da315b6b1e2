import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { cdWarehousePageQueryOptions } from '@/shared/api';

const enabledWarehouses = { body: { pageNo: 1, pageSize: 200, status: '0' } };

/** The feed warehouse: one of the enabled warehouses (cdWarehousePage), by code. */
export function WarehouseSelect({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (code: string | null) => void }) {
  const warehouses = useQuery(cdWarehousePageQueryOptions(enabledWarehouses));
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
