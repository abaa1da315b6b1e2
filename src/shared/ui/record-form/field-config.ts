import type { ReactElement } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import type { SearchOption } from '@/shared/lib/table-query';

/** The inputs a declared field can be; anything else is a `render`. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'date' | 'switch';

/** A custom input (tree select, picker) bound to one field: its value is typed as that field's. */
export type FieldRender<T extends FieldValues, N extends FieldPath<T>> = (
  field: ControllerRenderProps<T, N>,
) => ReactElement;

/** One form field, declared: label, input kind and its options; the schema holds the rules. */
export interface FieldConfigOf<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  label: string;
  required?: boolean;
  /** Default 'text'. */
  kind?: FieldKind;
  placeholder?: string;
  maxLength?: number;
  /** Options of a select: static, or a dictionary type's entries. */
  options?: readonly SearchOption[];
  dict?: string;
  /** Not editable (a code once saved); shown greyed. */
  disabled?: boolean;
  /** Takes the whole row in a two-column form. */
  wide?: boolean;
  /** A custom input (tree select, picker) bound to the field. */
  render?: FieldRender<T, N>;
}

/** Any one field of the form: a union by name, so each `render` gets its own field's value type. */
export type FieldConfig<T extends FieldValues> = { [N in FieldPath<T>]: FieldConfigOf<T, N> }[FieldPath<T>];
