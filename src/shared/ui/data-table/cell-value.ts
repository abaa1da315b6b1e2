/** What a plain cell shows: text of scalars, nothing for empty values (never 'null'). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? value.map(cellText).join('，') : '';
}
