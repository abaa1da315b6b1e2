/** product.md §5: the display width of a text, a non-ASCII character (Chinese) counting as 2. */
export function textWidth(text: string | null | undefined): number {
  let width = 0;
  for (const char of text ?? '') width += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return width;
}

/** Cuts a text to at most `max` width units, with '…' when something was cut (the ellipsis helper, product.md §2.6). */
export function truncateByWidth(text: string, max: number): { text: string; truncated: boolean } {
  if (textWidth(text) <= max) return { text, truncated: false };
  let width = 0;
  let kept = '';
  for (const char of text) {
    const w = (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
    if (width + w > max - 1) break;
    width += w;
    kept += char;
  }
  return { text: `${kept}…`, truncated: true };
}
