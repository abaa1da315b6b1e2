import { describe, expect, it } from 'vitest';
import { initialTableState, tableReducer, type TableState } from './table-state';

const onPage3: TableState = {
  ...initialTableState(),
  pageNo: 3,
  pageSize: 20,
  conditions: [{ key: 'name', type: 'input', value: '总装', text: '总装' }],
};

describe('tableReducer', () => {
  it('starts on page 1 with 10 rows', () => {
    expect(initialTableState()).toEqual({ pageNo: 1, pageSize: 10, conditions: [], sort: undefined });
  });

  it('goes back to page 1 on a search, and a new condition on a key replaces the old one', () => {
    const next = tableReducer(onPage3, {
      type: 'search',
      condition: { key: 'name', type: 'input', value: '机加', text: '机加' },
    });
    expect(next.pageNo).toBe(1);
    expect(next.conditions).toEqual([{ key: 'name', type: 'input', value: '机加', text: '机加' }]);
  });

  it('goes back to page 1 when a condition is removed, all are cleared or replaced, or the sort changes', () => {
    expect(tableReducer(onPage3, { type: 'removeCondition', key: 'name' })).toMatchObject({
      pageNo: 1,
      conditions: [],
    });
    expect(tableReducer(onPage3, { type: 'clearConditions' })).toMatchObject({ pageNo: 1, conditions: [] });
    expect(tableReducer(onPage3, { type: 'setConditions', conditions: [] }).pageNo).toBe(1);
    expect(tableReducer(onPage3, { type: 'sort', sort: { field: 'code', order: 'ascend' } }).pageNo).toBe(1);
  });

  it('goes to page 1 when the page size changes, and to the page asked otherwise', () => {
    expect(tableReducer(onPage3, { type: 'page', pageNo: 3, pageSize: 50 })).toMatchObject({ pageNo: 1, pageSize: 50 });
    expect(tableReducer(onPage3, { type: 'page', pageNo: 5, pageSize: 20 })).toMatchObject({ pageNo: 5, pageSize: 20 });
  });

  it('jumps to the last page when the server has fewer pages than the one shown', () => {
    expect(tableReducer(onPage3, { type: 'totalPage', totalPage: 2 }).pageNo).toBe(2);
    expect(tableReducer(onPage3, { type: 'totalPage', totalPage: 3 })).toBe(onPage3);
    expect(tableReducer(onPage3, { type: 'totalPage', totalPage: 0 })).toBe(onPage3);
  });
});
