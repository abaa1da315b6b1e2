import { TABLE } from '@/shared/config';
import { textWidth } from '@/shared/lib/format';

/**
 * Column widths from the product.md §5 text-width rule (a non-ASCII character counts 2). A width unit is 8 px: a Chinese
 * character of the 14 px table font is 14 px (2 units: 16), a digit 7.8 px, a capital up to 9 px, so a code or a
 * title sized this way is never cut.
 */
export const WIDTH_UNIT_PX = 8;
/** The horizontal padding of a cell: 8 px each side, 16 in the 默认 (large) density. */
export const cellPadding = (density: 'large' | 'medium' | 'small' = 'small') => (density === 'large' ? 32 : 16);

/** What a header carries beside its title. */
const SORTER_PX = 20;
const FILTER_PX = 24;
const HEADER_ICON_PX = 20;
/** A dictionary badge's dot and gap; a tag's padding and border. */
const BADGE_DOT_PX = 14;
const TAG_PX = 18;
const MIN_COLUMN_PX = 60;
/** A column sized from long texts stops here (declare `ellipsis` to cut the rest with a tooltip). */
export const MAX_COLUMN_PX = 320;

export interface WidthInput {
  title: string;
  width?: number | undefined;
  /** A typical long value, e.g. 'SM-PCBA-750C'. */
  example?: string | undefined;
  /** The labels a dictionary or option column can show. */
  labels?: readonly string[] | undefined;
  dictAs?: 'badge' | 'tags' | 'text' | undefined;
  sorter?: boolean | undefined;
  filter?: boolean | undefined;
  /** A header search or a header tooltip icon. */
  headerIcon?: boolean | undefined;
}

const px = (text: string) => textWidth(text) * WIDTH_UNIT_PX;

/**
 * A column's width: the declared one, otherwise wide enough for its title (with its sorter, filter and search
 * icons) and for its example or longest dictionary label, plus the cell padding; 60 to 320 px.
 */
export function columnWidth(column: WidthInput, padding = cellPadding()): number {
  if (column.width !== undefined) return column.width;
  const header =
    px(column.title) +
    (column.sorter ? SORTER_PX : 0) +
    (column.filter ? FILTER_PX : 0) +
    (column.headerIcon ? HEADER_ICON_PX : 0);
  const mark = column.labels?.length
    ? column.dictAs === 'text'
      ? 0
      : column.dictAs === 'tags'
        ? TAG_PX
        : BADGE_DOT_PX
    : 0;
  const label = Math.max(0, ...(column.labels ?? []).map(px)) + mark;
  const content = Math.max(header, label, column.example === undefined ? 0 : px(column.example));
  return Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.ceil(content + padding)));
}

/** A link button of the 操作 column: its text and the small button's padding. */
const LINK_BUTTON_PX = 12;
/** 更多's down arrow and its gap. */
const MORE_ARROW_PX = 14;

/**
 * The 操作 column as wide as the row actions it shows (product.md §4.1, §9): the first two titles, and 更多 when there are
 * more; the wider of the header and that.
 */
export function actionsWidth(titles: readonly string[], moreTitle: string, padding = cellPadding()): number {
  const shown = titles.slice(0, TABLE.visibleRowActions).map((t) => px(t) + LINK_BUTTON_PX);
  if (titles.length > TABLE.visibleRowActions) shown.push(px(moreTitle) + LINK_BUTTON_PX + MORE_ARROW_PX);
  return Math.ceil(
    Math.max(
      px('操作'),
      shown.reduce((sum, w) => sum + w, 0),
    ) + padding,
  );
}

export interface FitColumn {
  key: string;
  width: number;
  /** May be hidden to fit a narrow table (the declaration's `hide: 'narrow'`). */
  optional: boolean;
}

/**
 * The optional columns to hide so that the rest fit `available` px beside `fixedWidth` (selection, index, 操作):
 * the last declared go first; none while the width is unknown (0). Key columns are never hidden: a table that
 * still does not fit scrolls sideways.
 */
export function columnsToHide(columns: readonly FitColumn[], available: number, fixedWidth: number): Set<string> {
  const hidden = new Set<string>();
  if (available <= 0) return hidden;
  let total = fixedWidth + columns.reduce((sum, c) => sum + c.width, 0);
  for (let i = columns.length - 1; i >= 0 && total > available; i -= 1) {
    const column = columns[i];
    if (!column?.optional) continue;
    hidden.add(column.key);
    total -= column.width;
  }
  return hidden;
}
