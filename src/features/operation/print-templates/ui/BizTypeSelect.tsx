import { Select } from 'antd';
import type { ControllerRenderProps } from 'react-hook-form';
import type { PrintTemplateFormValues } from '../model/print-template-form';
import { useBizTypes } from './TemplateContentInput';

/** The business type a template prints, from the server's list of printable types. */
export function BizTypeSelect({
  value,
  onChange,
  onBlur,
  ref,
  disabled,
}: ControllerRenderProps<PrintTemplateFormValues, 'bizType'>) {
  const bizTypes = useBizTypes();
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
      options={(bizTypes.data ?? []).map((type) => ({ value: type.bizType, label: type.bizTypeName }))}
    />
  );
}
