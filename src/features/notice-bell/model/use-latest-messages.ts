import { useEffect, useState } from 'react';
import { useSysMessageLatest } from '@/shared/api';

/** The bell's count is asked every minute; react-query stops the interval while the browser tab is hidden. */
export const UNREAD_POLL_MS = 60_000;

/** True once the browser is idle after the shell came up, so the first ask does not compete with the shell's load. */
function useAfterShell(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

/** The signed-in user's unread count and latest five messages. */
export function useLatestMessages() {
  const ready = useAfterShell();
  return useSysMessageLatest({ enabled: ready, refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false });
}
