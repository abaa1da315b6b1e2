import { Form } from 'antd';
import type { ReactElement } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

interface TableCellFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> {
  control: Control<T, unknown, TOut>;
  name: N;
  children: (field: ControllerRenderProps<T, N> & { id: string }) => ReactElement;
}

/** One editable cell of a rows editor (a table of form rows): the input bound to the row's field, its Chinese error under it. */
export function TableCellField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  children,
}: TableCellFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Item
      style={{ margin: 0 }}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      {children({ ...field, id: name })}
    </Form.Item>
  );
}
