/**
 * The truncation rule the spec uses for titles (product.md §2.3, §2.4): a text of `limit` characters or more keeps
 * `limit - 1` of them plus an ellipsis. Counts characters (code points), not UTF-16 units.
 */
export function truncateAt(text: string, limit: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length < limit) return { text, truncated: false };
  return { text: `${chars.slice(0, limit - 1).join('')}…`, truncated: true };
}

/** Logo title: 10 (keep 9) with the side menu, 8 (keep 7) in top-menu mode. */
export const logoTitleLimit = (topMenu: boolean) => (topMenu ? 8 : 10);

/** Project title in the project header: 32 (keep 31). */
export const PROJECT_TITLE_LIMIT = 32;
