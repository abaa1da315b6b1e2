import { InputNumber } from 'antd';
import { useState } from 'react';
import type { RefCallBack } from 'react-hook-form';

interface NumberInputProps {
  id: string;
  ref: RefCallBack;
  value: number | null | undefined;
  onChange(value: number | null): void;
  onBlur(): void;
  disabled?: boolean;
  placeholder: string;
  /** The input's name where no label points at it (a cell of an editable table). */
  'aria-label'?: string;
}

/**
 * A number input that never changes what was typed: no clamping to bounds, no rounding to decimals, and a number
 * beyond a JavaScript number's precision (99999999999999999999) stays as typed instead of turning into
 * 100000000000000020000. The form gets the number; its rule says in Chinese when the number is out of bounds.
 */
export function NumberInput({ value, onChange, ...rest }: NumberInputProps) {
  // The typed text, while it still stands for the form's value.
  const [text, setText] = useState<string | null>(null);
  const shown = text !== null && Number(text) === value ? text : (value ?? null);
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      value={shown === null ? null : String(shown)}
      onChange={(typed) => {
        setText(typed);
        onChange(typed === null || typed === '' ? null : Number(typed));
      }}
      style={{ width: '100%' }}
    />
  );
}
