import { Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';

export interface TypedValueInputProps {
  id: string;
  /** The value's type as the form holds it ('string', 'number', 'boolean', 'json'). */
  type: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's focus handle (react-hook-form's ref callback). */
  ref?: (instance: unknown) => void;
  placeholder?: string;
}

/** The value's input follows its type: true/false chosen, JSON in a text area, the rest typed. */
export function TypedValueInput({
  id,
  type,
  value,
  onChange,
  onBlur,
  ref,
  placeholder = '请输入值',
}: TypedValueInputProps) {
  if (type === 'boolean')
    return (
      <Select
        id={id}
        value={value || undefined}
        onChange={(v: string) => onChange(v)}
        onBlur={onBlur}
        placeholder="请选择值"
        options={[
          { value: 'true', label: 'true（是）' },
          { value: 'false', label: 'false（否）' },
        ]}
      />
    );
  if (type === 'json')
    return (
      <TextArea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={4}
        placeholder='如 {"workdays":[1,2,3,4,5]}'
        style={{ fontFamily: 'monospace' }}
      />
    );
  return (
    <Input
      id={id}
      ref={ref}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      placeholder={type === 'number' ? '如 90' : placeholder}
    />
  );
}
