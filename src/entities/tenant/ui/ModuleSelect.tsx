import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { Ref } from 'react';
import { opModuleListQueryOptions } from '@/shared/api';

export interface ModuleSelectProps {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  ref?: Ref<never>;
  placeholder?: string;
}

/** The platform's modules (products), several at once; a disabled module stays shown where granted but cannot be added. */
export function ModuleSelect({ id, value, onChange, onBlur, placeholder = '请选择模块' }: ModuleSelectProps) {
  const modules = useQuery(opModuleListQueryOptions({ body: {} }));
  const options = (modules.data ?? []).map((module) => ({
    value: module.id,
    label: module.status === 0 ? module.name : `${module.name}（已停用）`,
    disabled: module.status !== 0 && !value.includes(module.id),
  }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      loading={modules.isPending}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
    />
  );
}
