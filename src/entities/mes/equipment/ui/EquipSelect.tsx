import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { mfgEquipPageQueryOptions } from '@/shared/api';

const allEquipment = mfgEquipPageQueryOptions({ body: { pageNo: 1, pageSize: 200 } });

export interface EquipSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** One piece of equipment of the ledger, '编码 名称' (scrapped ones left out); empty is null. */
export function EquipSelect({ value, onChange, placeholder = '请选择设备', ...props }: EquipSelectProps) {
  const equipment = useQuery({ ...allEquipment, staleTime: 5 * 60_000 });
  const options = useMemo(
    () => (equipment.data?.rows ?? []).filter((e) => e.state !== 'SCRAPPED').map((e) => ({ value: e.id, label: `${e.code} ${e.name}` })),
    [equipment.data],
  );
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={equipment.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={options}
    />
  );
}
