import type { ColumnType } from 'antd/es/table';
import { TABLE } from '@/shared/config';

export interface TableScroll {
  virtual: boolean;
  scroll: { x: number; y?: number };
}

/**
 * Virtual rendering for pages over `TABLE.virtualRowThreshold` rows, or whenever a body height is given. `scroll.x` is
 * the sum of the shown columns' widths, a column without one counted as `TABLE.defaultColumnWidth`, plus the
 * selection column: rc-table's virtual table needs a number (it warns on 'max-content' and uses 1), and with
 * 'max-content' an ellipsis column would grow to its longest value instead of cutting it at its width. The table
 * still fills a wider card (rc-table gives it min-width 100%); a narrower card scrolls sideways.
 */
export function tableScroll(
  columns: readonly Pick<ColumnType<never>, 'width'>[],
  rowCount: number,
  options: { virtualHeight?: number; selection?: 'checkbox' | 'radio' } = {},
): TableScroll {
  const virtual = options.virtualHeight !== undefined || rowCount > TABLE.virtualRowThreshold;
  const selectionWidth =
    options.selection === 'radio'
      ? TABLE.radioColumnWidth
      : options.selection === 'checkbox'
        ? TABLE.checkboxColumnWidth
        : 0;
  const x = columns.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : TABLE.defaultColumnWidth),
    selectionWidth,
  );
  return { virtual, scroll: virtual ? { x, y: options.virtualHeight ?? TABLE.virtualHeight } : { x } };
}
