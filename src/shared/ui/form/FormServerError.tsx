import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Notice } from '@/shared/ui/notice';

/** Shows the server's failure message on the form itself (set by `applyServerError`). */
export function FormServerError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Notice type="error">{message}</Notice>
    </div>
  );
}
