import { describe, expect, it } from 'vitest';
import { emptySelection, selectKeys, selectedRows, selectionAfterPageChange, type SelectionState } from './selection';

interface Row {
  id: string;
  name: string;
}
const keyOf = (row: Row) => row.id;
const page1: Row[] = [
  { id: '1', name: '一号线' },
  { id: '2', name: '二号线' },
];
const page2: Row[] = [
  { id: '11', name: '十一号线' },
  { id: '12', name: '十二号线' },
];

describe('selection rules', () => {
  it('remembers the selected rows of every page', () => {
    let state: SelectionState<Row> = selectKeys(emptySelection<Row>(), ['2'], page1, keyOf);
    state = selectKeys(state, ['2', '12'], page2, keyOf);
    expect(state.keys).toEqual(['2', '12']);
    expect(selectedRows(state)).toEqual([page1[1], page2[1]]);
  });

  it('forgets a row once it is unselected, and ignores duplicate keys', () => {
    const state = selectKeys(selectKeys(emptySelection<Row>(), ['1', '2'], page1, keyOf), ['2', '2'], page1, keyOf);
    expect(state.keys).toEqual(['2']);
    expect(selectedRows(state)).toEqual([page1[1]]);
  });

  it('keeps the selection across pages by default, clears it when asked', () => {
    const state = selectKeys(emptySelection<Row>(), ['1'], page1, keyOf);
    expect(selectionAfterPageChange(state, true)).toBe(state);
    expect(selectionAfterPageChange(state, false).keys).toEqual([]);
    const none = emptySelection<Row>();
    expect(selectionAfterPageChange(none, false)).toBe(none);
  });

  it('radio mode: the one key reported replaces the earlier one', () => {
    const state = selectKeys(selectKeys(emptySelection<Row>(), ['1'], page1, keyOf), ['11'], page2, keyOf);
    expect(selectedRows(state)).toEqual([page2[0]]);
  });

  it('a key whose row was never on screen counts as selected but has no row', () => {
    const state = selectKeys(emptySelection<Row>(), ['99'], page1, keyOf);
    expect(state.keys).toEqual(['99']);
    expect(selectedRows(state)).toEqual([]);
  });
});
