import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { cdWarehousePageQueryOptions } from '@/shared/api';

const enabledWarehouses = { body: { pageNo: 1, pageSize: 200, status: '0' } };

/** One of the enabled warehouses (cdWarehousePage), by id: the exemption names the warehouse, not its code. */
export function WarehouseIdSelect({ id, value, onChange, onBlur }: { id?: string; value?: string; onChange?: (id: string) => void; onBlur?: () => void }) {
  const warehouses = useQuery(cdWarehousePageQueryOptions(enabledWarehouses));
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
