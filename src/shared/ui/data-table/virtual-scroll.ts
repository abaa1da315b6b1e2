import type { ColumnType } from 'antd/es/table';
import { TABLE } from '@/shared/config';

export interface TableScroll {
  virtual: boolean;
  scroll: { x: number | 'max-content'; y?: number };
}

/**
 * Virtual rendering for pages over `TABLE.virtualRowThreshold` rows, or whenever a body height is given. rc-table's
 * virtual table needs a numeric `scroll.x` (it warns on 'max-content' and uses 1): the sum of the shown columns'
 * widths, a column without one counted as `TABLE.defaultColumnWidth`, plus the selection column.
 */
export function tableScroll(
  columns: readonly Pick<ColumnType<never>, 'width'>[],
  rowCount: number,
  options: { virtualHeight?: number; selection?: 'checkbox' | 'radio' } = {},
): TableScroll {
  const virtual = options.virtualHeight !== undefined || rowCount > TABLE.virtualRowThreshold;
  if (!virtual) return { virtual, scroll: { x: 'max-content' } };
  const selectionWidth = options.selection === 'radio' ? TABLE.radioColumnWidth : options.selection === 'checkbox' ? TABLE.checkboxColumnWidth : 0;
  const x = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : TABLE.defaultColumnWidth), selectionWidth);
  return { virtual, scroll: { x, y: options.virtualHeight ?? TABLE.virtualHeight } };
}
