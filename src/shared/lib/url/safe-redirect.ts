/**
 * The login `redirect` only ever leads to a path of this app (architecture.md §10): an absolute or protocol-relative URL, a
 * backslash trick or anything not starting with a single '/' falls back to `fallback`.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(target).trim();
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Resolve against a dummy origin: whatever survives must stay on it.
  const url = new URL(value, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
