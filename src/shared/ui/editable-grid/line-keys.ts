/**
 * A stable key per line for React and the virtualizer. Lines have no id until saved, and an edit replaces a line
 * object: the replacement inherits the key of the line it replaces, so rows keep their identity (and focus).
 */
const keys = new WeakMap<object, number>();
let next = 1;

export function lineKey(line: object): number {
  let key = keys.get(line);
  if (key === undefined) {
    key = next;
    next += 1;
    keys.set(line, key);
  }
  return key;
}

/** Lines at the same place in `after` as in `before` that are new objects take over the old ones' keys. */
export function inheritKeys(before: readonly object[], after: readonly object[]): void {
  const shared = Math.min(before.length, after.length);
  for (let i = 0; i < shared; i += 1) {
    const old = before[i];
    const line = after[i];
    if (old && line && old !== line && !keys.has(line)) keys.set(line, lineKey(old));
  }
}

/** A changed line that keeps the key of the one it replaces. */
export function replaced<L extends object>(old: L, line: L): L {
  keys.set(line, lineKey(old));
  return line;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * Copies of the lines the grid gave (a form field hands its value back cloned) take over their keys, place by place,
 * where a copy holds the same values; lines that are not copies (another record's) keep keys of their own.
 */
export function inheritCopies(given: readonly object[], copies: readonly object[]): void {
  copies.forEach((copy, i) => {
    const old = given[i];
    if (!old || old === copy || keys.has(copy)) return;
    const a = Object.entries(old);
    const b = copy as Record<string, unknown>;
    if (a.length === Object.keys(b).length && a.every(([k, v]) => sameValue(v, b[k]))) keys.set(copy, lineKey(old));
  });
}
