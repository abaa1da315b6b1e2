import { describe, expect, it, vi } from 'vitest';
import { conditionsOf, createQueryStore } from './query-store';

describe('库存明细’s totals ask with the list’s conditions (docs/design/scm-storage.md → 库存明细)', () => {
  it('drops paging and sorting: the totals are of the whole query', () => {
    expect(
      conditionsOf({
        pageNo: 2,
        pageSize: 20,
        sortField: 'batchNo',
        sortOrder: 'ascend',
        houseIds: '1',
        onlyHeld: true,
      }),
    ).toEqual({ houseIds: '1', onlyHeld: true });
  });

  it('tells its listeners when the conditions change, not when only the page does', () => {
    const store = createQueryStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.publish({ pageNo: 1, pageSize: 20, qualityStates: 'REJECTED' });
    store.publish({ pageNo: 2, pageSize: 20, qualityStates: 'REJECTED' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ qualityStates: 'REJECTED' });
    store.publish({ pageNo: 1, pageSize: 20 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({});
  });
});
