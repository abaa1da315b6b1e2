/**
 * The file name of a download (RFC 6266): `filename*` (RFC 5987, UTF-8 percent-encoded) wins over `filename`.
 * Returns undefined when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]*)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    const encoded = match?.[2] ?? extended;
    try {
      const name = decodeURIComponent(encoded);
      if (name) return name;
    } catch {
      // A malformed encoding falls back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return value || undefined;
}
