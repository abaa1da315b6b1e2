/**
 * Change notification for stores kept in local storage: writes in this tab call `notify`, writes in other tabs
 * arrive as storage events for the watched keys (a cleared storage has key null). For useSyncExternalStore.
 */
export function storageSubscription(watches: (key: string) => boolean) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || watches(event.key)) notify();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  return { subscribe, notify };
}
