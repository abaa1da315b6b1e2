import { useEffect, useState } from 'react';

/**
 * A polling interval only while the screen is seen: the browser tab visible, and the workspace tab shown (React's
 * Activity runs a hidden tab's effect cleanups, which stop it here). `false` stops polling, as TanStack Query reads it.
 */
export function usePollWhileShown(ms: number): number | false {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      setShown(false);
    };
  }, []);
  return shown ? ms : false;
}
