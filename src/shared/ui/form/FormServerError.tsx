import { Alert } from 'antd';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Shows the server's failure message on the form itself (set by `applyServerError`). */
export function FormServerError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} role="alert" />;
}
