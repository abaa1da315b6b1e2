import { useCallback, useState } from 'react';
import {
  emptySelection,
  selectKeys,
  selectedRows,
  selectionAfterPageChange,
  type SelectionState,
} from '@/shared/lib/table-query';

/**
 * Selected rows by key (product.md §4.1, rules in `shared/lib/table-query/selection.ts`). Kept across pages by default;
 * `keepAcrossPages: false` clears on a page change. Refresh clears either way.
 */
export function useSelection<Row>(keepAcrossPages: boolean, onChange?: (keys: string[], rows: Row[]) => void) {
  const [state, setState] = useState<SelectionState<Row>>(emptySelection);

  const apply = useCallback(
    (next: SelectionState<Row>) => {
      setState(next);
      onChange?.([...next.keys], selectedRows(next));
    },
    [onChange],
  );
  const select = useCallback(
    (keys: string[], pageRows: Row[], keyOf: (row: Row) => string) => apply(selectKeys(state, keys, pageRows, keyOf)),
    [state, apply],
  );
  const clear = useCallback(() => {
    if (state.keys.length > 0) apply(emptySelection());
  }, [state, apply]);
  const pageChanged = useCallback(() => {
    const next = selectionAfterPageChange(state, keepAcrossPages);
    if (next !== state) apply(next);
  }, [state, keepAcrossPages, apply]);
  return { keys: state.keys, state, select, clear, pageChanged };
}
