/**
 * Values kept in local storage as JSON `{ value, expire }` so an entry can outlive the tab but not its lifetime.
 * A missing, corrupt or expired entry reads as undefined (and is removed): storage is never trusted.
 */
interface StoredEntry {
  value: unknown;
  expire: number | null;
}

function isEntry(raw: unknown): raw is StoredEntry {
  return typeof raw === 'object' && raw !== null && 'value' in raw && 'expire' in raw;
}

export function readStored(key: string, now = Date.now()): unknown {
  const raw = globalThis.localStorage?.getItem(key);
  if (raw == null) return undefined;
  try {
    const entry: unknown = JSON.parse(raw);
    if (!isEntry(entry)) return undefined;
    if (entry.expire !== null && entry.expire <= now) {
      globalThis.localStorage.removeItem(key);
      return undefined;
    }
    return entry.value;
  } catch {
    globalThis.localStorage.removeItem(key);
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, lifetimeMs: number | null = null, now = Date.now()): void {
  const entry: StoredEntry = { value, expire: lifetimeMs === null ? null : now + lifetimeMs };
  globalThis.localStorage?.setItem(key, JSON.stringify(entry));
}

export function removeStored(key: string): void {
  globalThis.localStorage?.removeItem(key);
}
