import { QuerySelect } from '@/shared/ui/query-select';
import { productFamiliesQuery } from '../api/project-options';

interface ProductFamilySelectProps {
  id?: string;
  value?: string | null;
  onChange?: (name: string) => void;
  onBlur?: () => void;
}

/** 产品族: one of the enabled families, by name (a project keeps the name). */
export function ProductFamilySelect({ id, value, onChange, onBlur }: ProductFamilySelectProps) {
  return (
    <QuerySelect
      id={id}
      query={productFamiliesQuery}
      option={(family) => ({ value: family.name, label: family.name })}
      value={value}
      onChange={(name) => onChange?.(name ?? '')}
      onBlur={onBlur}
      placeholder="请选择产品族"
    />
  );
}
