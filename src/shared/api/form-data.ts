/**
 * Multipart bodies (product.md §7): arrays as repeated `key[]`, objects as JSON strings, files as file parts;
 * undefined and null fields are left out.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${key}[]`, formValue(item));
    } else if (value instanceof Blob) {
      form.append(key, value, value instanceof File ? value.name : key);
    } else {
      form.append(key, formValue(value));
    }
  }
  return form;
}

function formValue(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}
