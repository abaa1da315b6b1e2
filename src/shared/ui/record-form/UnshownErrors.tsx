import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Notice } from '@/shared/ui/notice';

/**
 * What the rules refuse in a value that has no input of its own (a hidden id, a field a screen forgot to show):
 * said above the form, so a save that cannot go out never looks like nothing happened.
 */
export function UnshownErrors<T extends FieldValues>({
  errors,
  shown,
}: {
  errors: FieldErrors<T>;
  shown: readonly string[];
}) {
  const messages = Object.entries(errors)
    .filter(([name]) => name !== 'root' && !shown.includes(name))
    .map(([, error]) => (typeof error?.message === 'string' ? error.message : undefined))
    .filter((text): text is string => Boolean(text));
  if (messages.length === 0) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Notice type="error">{messages.join('；')}</Notice>
    </div>
  );
}
