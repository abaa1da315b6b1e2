import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { ControllerRenderProps } from 'react-hook-form';
import { opExcelTemplateBizTypeListQueryOptions } from '@/shared/api';
import type { ExcelTemplateFormValues } from '../model/excel-template-form';

/** The import business a template serves (the import flow's bizType), from the server's list. */
export function TemplateBizTypeSelect({
  value,
  onChange,
  onBlur,
  ref,
  disabled,
}: ControllerRenderProps<ExcelTemplateFormValues, 'bizType'>) {
  const bizTypes = useQuery(opExcelTemplateBizTypeListQueryOptions());
  return (
    <Select
      id="bizType"
      ref={ref}
      value={value || undefined}
      onChange={(chosen: string) => onChange(chosen)}
      onBlur={onBlur}
      disabled={disabled}
      loading={bizTypes.isPending}
      placeholder="请选择业务类型"
      showSearch={{ optionFilterProp: 'label' }}
      options={(bizTypes.data ?? []).map((type) => ({
        value: type.bizType,
        label: type.module ? `${type.bizTypeName}（${type.module}）` : type.bizTypeName,
      }))}
    />
  );
}
