import { DatePicker, Input, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { DATE_FORMAT } from '@/shared/config';
import { useLookups } from '@/shared/lib/lookups';
import type { FieldConfig } from './field-config';
import { NumberInput } from './NumberInput';

interface FieldInputProps<T extends FieldValues> {
  config: FieldConfig<T>;
  field: ControllerRenderProps<T, FieldPath<T>>;
}

/** The antd input of a declared field, bound to react-hook-form; placeholders follow the label. */
export function FieldInput<T extends FieldValues>({
  config,
  field: { value, onChange, onBlur, ref },
}: FieldInputProps<T>) {
  const { dictOptions } = useLookups();
  const { kind = 'text', label, name, disabled, maxLength } = config;
  const id = name;
  const bound = { id, ref, value, onChange, onBlur, disabled };
  // A counter, not a cut: a longer paste stays as typed, the counter turns red and the rule says the limit on save.
  const count = maxLength ? { show: true, max: maxLength } : undefined;
  switch (kind) {
    case 'textarea':
      return <Input.TextArea {...bound} count={count} rows={3} placeholder={config.placeholder ?? `请输入${label}`} />;
    case 'number':
      return <NumberInput {...bound} placeholder={config.placeholder ?? `请输入${label}`} />;
    case 'select': {
      const options = (config.dict ? dictOptions(config.dict) : (config.options ?? [])).map((o) => ({
        label: o.title,
        value: o.value,
      }));
      return (
        <Select
          {...bound}
          // An empty choice is '' in the form's values: antd would show it as a chosen blank, not the placeholder.
          value={value === '' || value === null ? undefined : value}
          options={options}
          allowClear={!config.required}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={config.placeholder ?? `请选择${label}`}
        />
      );
    }
    case 'switch':
      return <Switch id={id} ref={ref} checked={!!value} onChange={onChange} disabled={disabled} />;
    case 'date':
      return (
        <DatePicker
          id={id}
          ref={ref}
          disabled={disabled}
          value={value ? dayjs(value, DATE_FORMAT.date) : null}
          onChange={(date) => onChange(date ? date.format(DATE_FORMAT.date) : '')}
          onBlur={onBlur}
          placeholder={config.placeholder ?? `请选择${label}`}
          style={{ width: '100%' }}
        />
      );
    default:
      return <Input {...bound} count={count} placeholder={config.placeholder ?? `请输入${label}`} />;
  }
}
