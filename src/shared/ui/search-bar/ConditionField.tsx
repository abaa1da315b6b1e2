import { Select } from 'antd';
// The plain input by path: antd's Input index also carries Password, OTP and Search (the login chunk's parts).
import Input from 'antd/es/input/Input';
import { isRangeValue, type SearchCondition, type SearchValue } from '@/shared/lib/table-query';
import { numberInput } from './condition-value';
import { useConditionOptions } from './use-condition-options';
import { DateField, RangeField } from './lazy-fields';

export interface ConditionFieldProps {
  condition: SearchCondition;
  value: SearchValue | undefined;
  onChange: (value: SearchValue | undefined) => void;
}

/** The editor of one condition, by its type (used by the advanced panel; the bar has its own compact inputs). */
export function ConditionField({ condition, value, onChange }: ConditionFieldProps) {
  const options = useConditionOptions(condition);
  const label = condition.title;
  const placeholder = condition.placeholder;
  switch (condition.type) {
    case 'select':
    case 'radio':
      return (
        <Select
          aria-label={label}
          allowClear
          mode={condition.multiple ? 'multiple' : undefined}
          maxTagCount={2}
          placeholder={placeholder ?? `请选择${label}`}
          options={options.map((o) => ({ label: o.title, value: o.value }))}
          value={value as string | number | Array<string | number> | undefined}
          onChange={(next: string | number | Array<string | number> | undefined) => onChange(next)}
          style={{ width: '100%' }}
        />
      );
    case 'date':
    case 'month':
      return (
        <DateField
          picker={condition.type === 'month' ? 'month' : 'date'}
          label={label}
          placeholder={placeholder ?? `请选择${label}`}
          value={typeof value === 'string' && value ? value : undefined}
          onChange={onChange}
        />
      );
    case 'dateRange':
    case 'numberRange':
      return <RangeField type={condition.type} value={value && isRangeValue(value) ? value : {}} onChange={onChange} />;
    case 'number':
      return (
        <Input
          aria-label={label}
          inputMode="numeric"
          placeholder={placeholder ?? `请输入${label}`}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => {
            const digits = numberInput(e.target.value);
            // Kept as text: 19 digits (ids) are beyond a JavaScript number's precision.
            onChange(digits === '' ? undefined : digits);
          }}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          allowClear
          placeholder={placeholder ?? `请输入${label}`}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      );
  }
}
