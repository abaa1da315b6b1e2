import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { cdWarehousePageQueryOptions } from '@/shared/api';

// The enabled warehouses: the same call (and cache) as every warehouse picker and condition.
const enabledWarehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

export interface HouseMultiSelectProps {
  id: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Several warehouses ('编码 名称'); none chosen means every warehouse (全部仓库). */
export function HouseMultiSelect({ id, value, onChange }: HouseMultiSelectProps) {
  const houses = useQuery(enabledWarehouses);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder="全部仓库"
      loading={houses.isLoading}
      options={(houses.data?.rows ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
      optionFilterProp="label"
      value={[...value]}
      onChange={onChange}
    />
  );
}
