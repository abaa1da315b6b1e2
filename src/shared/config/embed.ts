/**
 * Origins an embedded page (product.md §2.2 iframe) may receive the access token from (architecture.md §10): the app's own origin, plus
 * the trusted report hosts a deployment lists in VITE_EMBED_TOKEN_ORIGINS (comma-separated, e.g.
 * `https://report.jg-mfg.cn`). Every other origin gets the link without the token.
 */
function configuredOrigins(): string[] {
  const raw: unknown = import.meta.env.VITE_EMBED_TOKEN_ORIGINS;
  if (typeof raw !== 'string') return [];
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

const ownOrigin = globalThis.location?.origin;

export const EMBED_TOKEN_ORIGINS: readonly string[] = [...(ownOrigin ? [ownOrigin] : []), ...configuredOrigins()];

/** The embedded frame is the viewport height minus this (product.md §2.2, §9). */
export const EMBED_FRAME_HEIGHT_OFFSET = 260;
