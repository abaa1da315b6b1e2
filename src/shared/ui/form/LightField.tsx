import type { ReactElement, ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import styles from './LightField.module.css';

/** What the input needs to show the field's state: antd's `status`, and the error line for screen readers. */
export interface LightFieldState {
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface LightFieldProps<T extends FieldValues, N extends FieldPath<T>, TContext = unknown, TTransformed = T> {
  control: Control<T, TContext, TTransformed>;
  name: N;
  label: ReactNode;
  required?: boolean;
  children: (field: ControllerRenderProps<T, N>, state: LightFieldState) => ReactElement;
}

/**
 * FormField without antd's Form.Item, for the login form only: Form.Item brings the form styles, the label tooltip and
 * the popup trigger, about 20 KB gzipped of the login route's first load (architecture.md §9). Same label, mark and message.
 */
export function LightField<T extends FieldValues, N extends FieldPath<T>, TContext = unknown, TTransformed = T>({
  control,
  name,
  label,
  required,
  children,
}: LightFieldProps<T, N, TContext, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const helpId = `${name}-help`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        {/* The mark sits beside the label, hidden from screen readers: inside it, it joins the field's name ('*账号'). */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        <label htmlFor={name}>{label}</label>
      </div>
      {children(field, {
        status: error ? 'error' : undefined,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? helpId : undefined,
      })}
      <div id={helpId} className={styles.help} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
