import { useCallback, useState } from 'react';

/**
 * A dialog or drawer whose code loads on first use: `used` mounts it (and so loads its chunk) from the first `show`
 * on and keeps it mounted, `open` shows it.
 */
export function useLazyOpen(): { open: boolean; used: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, used, show, hide };
}
