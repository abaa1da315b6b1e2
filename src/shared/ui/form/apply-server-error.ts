import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { userMessageOf } from '@/shared/lib/errors';

/** Puts a failed submit's message on the form (`root.server`); the typed values stay as they are. */
export function applyServerError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): void {
  setError('root.server', { type: 'server', message: userMessageOf(error) });
}
