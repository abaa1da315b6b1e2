/**
 * An event's payload as the drawer shows it: JSON text indented by two spaces (keys in the server's order); text
 * that is not JSON is shown as it came, flagged so the drawer can say so. Nothing is dropped.
 */
export function formatPayload(payload: string): { json: boolean; text: string } {
  const trimmed = payload.trim();
  if (trimmed === '') return { json: false, text: '' };
  try {
    return { json: true, text: JSON.stringify(JSON.parse(trimmed) as unknown, null, 2) };
  } catch {
    return { json: false, text: payload };
  }
}
