import { Select } from 'antd';
import { useProductFamilyOptions } from '@/entities/project';

interface ProductFamilySelectProps {
  id?: string;
  value?: string | null;
  onChange?: (name: string) => void;
  onBlur?: () => void;
}

/** 产品族: one of the enabled families, by name (the project keeps the name). */
export function ProductFamilySelect({ id, value, onChange, onBlur }: ProductFamilySelectProps) {
  const families = useProductFamilyOptions();
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={families.isPending}
      placeholder="请选择产品族"
      value={value || undefined}
      onChange={(name: string | undefined) => onChange?.(name ?? '')}
      onBlur={onBlur}
      options={(families.data ?? []).map((family) => ({ value: family.name, label: family.name }))}
    />
  );
}
