import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Notice } from '@/shared/ui/notice';

/**
 * Shows the server's failure message on the form itself (set by `applyServerError`), announced (role alert) and
 * scrolled into view: in a form taller than the window the user is looking at 保存, not at the top.
 */
export function FormServerError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (message) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={box} style={{ marginBottom: 16 }}>
      <Notice type="error">{message}</Notice>
    </div>
  );
}
