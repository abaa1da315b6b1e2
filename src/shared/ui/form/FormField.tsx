import { Form } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** T is what the inputs hold; TTransformed is what the schema turns it into on submit (often the request body). */
interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, TContext = unknown, TTransformed = T> {
  control: Control<T, TContext, TTransformed>;
  name: N;
  label?: ReactNode;
  required?: boolean;
  /** Renders the antd input bound to the field (value, onChange, onBlur, ref). */
  children: (field: ControllerRenderProps<T, N>) => ReactElement;
}

/** The one adapter between react-hook-form and antd inputs: label, required mark and the Chinese error (architecture.md §6). */
export function FormField<T extends FieldValues, N extends FieldPath<T>, TContext = unknown, TTransformed = T>({
  control,
  name,
  label,
  required,
  children,
}: FormFieldProps<T, N, TContext, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Item
      label={label}
      required={required}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
      htmlFor={name}
    >
      {children(field)}
    </Form.Item>
  );
}
