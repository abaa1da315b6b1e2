import { message } from 'antd';
import { useCallback, useState } from 'react';
import { userMessageOf } from '@/shared/lib/errors';

interface SaveOptions {
  /** Said once the save went through ('模块功能已保存'). */
  done?: string;
  /** Put before the server's reason in the failure shown ('保存失败：'). */
  failurePrefix?: string;
}

/**
 * A dialog's save: `saving` while the call is on its way (the button shows it; a second click does nothing),
 * `failure` the reason in Chinese when it failed (the dialog stays open with everything typed), `done` said when
 * it went through. `run` sends its call with `{ quiet: true }` so the failure is the dialog's to show.
 */
export function useSave<Args extends unknown[]>(
  run: (...args: Args) => Promise<unknown>,
  { done, failurePrefix = '' }: SaveOptions = {},
) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = useCallback(
    async (...args: Args): Promise<boolean> => {
      if (saving) return false;
      setSaving(true);
      setFailure(undefined);
      try {
        await run(...args);
      } catch (error) {
        setFailure(`${failurePrefix}${userMessageOf(error)}`);
        return false;
      } finally {
        setSaving(false);
      }
      if (done) void message.success(done);
      return true;
    },
    [run, saving, done, failurePrefix],
  );
  return { saving, failure, save, clearFailure: useCallback(() => setFailure(undefined), []) };
}
