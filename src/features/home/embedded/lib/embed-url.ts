/**
 * Where an embedded page's frame points (product.md §2.2, architecture.md §10).
 *
 * The link's query parameter `token` is the token slot: configured empty (`?token=`) or with the placeholder
 * (`?token={token}`), it is filled with the stored access token, but only when the link's origin is allow-listed.
 * Any other origin gets the link with the slot left empty. A `token` with a value of its own is the link's and stays.
 * A missing link, one that cannot be parsed, or one that is not http(s) (`javascript:`, `data:`) has no frame.
 */
export const TOKEN_PARAM = 'token';
export const TOKEN_PLACEHOLDER = '{token}';

export interface EmbedContext {
  /** The stored access token, if any. */
  token: string | undefined;
  /** The app's own origin: relative links resolve against it. */
  baseOrigin: string;
  /** Origins that may receive the token. */
  allowedOrigins: readonly string[];
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function isTokenSlot(value: string | null): boolean {
  return value === '' || value === TOKEN_PLACEHOLDER;
}

/** The frame's URL, or null when the link gives none (the page then shows 404). */
export function embedUrl(link: string | null | undefined, context: EmbedContext): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, context.baseOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.searchParams.has(TOKEN_PARAM) || !isTokenSlot(url.searchParams.get(TOKEN_PARAM))) return url.href;

  const allowed = context.allowedOrigins.some((origin) => originOf(origin) === url.origin);
  url.searchParams.set(TOKEN_PARAM, allowed && context.token ? context.token : '');
  return url.href;
}
