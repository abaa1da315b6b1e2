/**
 * The spans a detail list gives antd's Descriptions: an item wider than what is left of its line starts the next
 * line, and the item before it stretches to the end of its own. antd would instead cut the wide item down to what
 * is left (a 备注 meant to take a whole line squeezed into one column) and warn in development that the line's spans
 * do not add up (issue 28 item 5).
 */
export function lineUp(spans: readonly (number | undefined)[], columns: number): number[] {
  const out = spans.map((span) => Math.min(Math.max(span ?? 1, 1), columns));
  let used = 0;
  out.forEach((span, index) => {
    if (used > 0 && used + span > columns) {
      out[index - 1] = (out[index - 1] ?? 1) + columns - used;
      used = 0;
    }
    used = (used + span) % columns;
  });
  return out;
}
