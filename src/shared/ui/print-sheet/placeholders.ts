/** A placeholder in a template: ${key}, the key a business type's field list names. */
const PLACEHOLDER = /\$\{([A-Za-z][A-Za-z0-9_.]*)\}/g;

export interface PlaceholderField {
  key: string;
  label: string;
  sample: string;
}

export function placeholderOf(key: string): string {
  return `\${${key}}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML that shows it as typed: a value is never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The keys a template uses that its business type does not offer (a typo, or a field of another type). */
export function unknownPlaceholders(content: string, fields: readonly PlaceholderField[]): string[] {
  const known = new Set(fields.map((field) => field.key));
  const unknown = [...content.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((key) => !known.has(key));
  return [...new Set(unknown)];
}

/**
 * The template with every known placeholder replaced by its sample value (escaped: a sample is text, never markup);
 * an unknown one stays as typed, so the preview shows what would print wrong.
 */
export function fillPlaceholders(content: string, fields: readonly PlaceholderField[]): string {
  const samples = new Map(fields.map((field) => [field.key, field.sample]));
  return content.replace(PLACEHOLDER, (whole, key: string) => {
    const sample = samples.get(key);
    return sample === undefined ? whole : escapeHtml(sample);
  });
}

/** Puts a placeholder where the caret is (replacing a selection); gives the new text and where the caret goes. */
export function insertAt(text: string, start: number, end: number, key: string): { text: string; caret: number } {
  const token = placeholderOf(key);
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/**
 * A template filled for printing (docs/screen-kit.md → Print): each field's value escaped, each block (${lines} the
 * lines table, ${barcode} the barcode image) put in as the markup the app built for it; a placeholder with neither
 * stays as typed, as in the preview. The result is still shown through SafeHtml.
 */
export function fillTemplate(
  content: string,
  values: Readonly<Record<string, string>>,
  blocks: Readonly<Record<string, string>> = {},
): string {
  return content.replace(PLACEHOLDER, (whole, key: string) => {
    const block = blocks[key];
    if (block !== undefined) return block;
    const value = values[key];
    return value === undefined ? whole : escapeHtml(value);
  });
}
