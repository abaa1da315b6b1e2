/**
 * product.md §4.1 selection rules, by row key. The rows of other pages are remembered with their keys, so a batch action or an
 * export sees every selected row, not only those of the page on screen.
 */
export interface SelectionState<Row> {
  keys: readonly string[];
  rows: ReadonlyMap<string, Row>;
}

export const emptySelection = <Row>(): SelectionState<Row> => ({ keys: [], rows: new Map() });

/** The table reports the keys now selected (all pages' when kept across pages) and the rows of the page shown. */
export function selectKeys<Row>(
  state: SelectionState<Row>,
  keys: readonly string[],
  pageRows: readonly Row[],
  keyOf: (row: Row) => string,
): SelectionState<Row> {
  const wanted = new Set(keys);
  const rows = new Map([...state.rows].filter(([key]) => wanted.has(key)));
  for (const row of pageRows) {
    const key = keyOf(row);
    if (wanted.has(key)) rows.set(key, row);
  }
  return { keys: [...wanted], rows };
}

/** Another page: the selection stays (default) or is cleared when the table asks for that. */
export function selectionAfterPageChange<Row>(
  state: SelectionState<Row>,
  keepAcrossPages: boolean,
): SelectionState<Row> {
  return keepAcrossPages || state.keys.length === 0 ? state : emptySelection();
}

/** The selected rows in the order they were selected (a key whose row was never seen has none). */
export function selectedRows<Row>(state: SelectionState<Row>): Row[] {
  return state.keys.flatMap((key) => {
    const row = state.rows.get(key);
    return row === undefined ? [] : [row];
  });
}
