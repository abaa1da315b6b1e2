import { memo, type ReactNode } from 'react';
import type { SearchOption } from '@/shared/lib/table-query';
import { cellText } from './cell-rules';
import styles from './EditableGrid.module.css';
import type { GridColumn, Line } from './types';

/** What a cell says of its value: an error (refuses the save) or a warning. */
export interface CellProblem {
  message: string;
  warning: boolean;
}

export interface GridRowProps<L extends Line> {
  line: L;
  row: number;
  /** Where a virtual row sits in the body. */
  top?: number | undefined;
  columns: readonly GridColumn<L>[];
  options: ReadonlyMap<string, readonly SearchOption[]>;
  template: string;
  /** The active cell's column in this row, or -1. */
  activeCol: number;
  /** Whether the grid has no active cell yet (the first cell takes the Tab stop). */
  entry: boolean;
  /** This row's problems by column key, when shown. */
  problems: ReadonlyMap<string, CellProblem> | undefined;
  /** The editor of the active cell while it is edited. */
  editor: ReactNode;
  /** The active cell's input for typing while it is not edited (TypeCatcher). */
  catcher: ReactNode;
}

/**
 * One line: its number, then its cells as they show their values; the active cell holds the Tab stop, an invalid one
 * says so (aria-invalid, its message as title), a warned one shows amber with its message as title. Memoised: a line re-renders only when it, its problems or the active
 * cell on it change.
 */
function GridRowOf<L extends Line>({
  line,
  row,
  top,
  columns,
  options,
  template,
  activeCol,
  entry,
  problems,
  editor,
  catcher,
}: GridRowProps<L>) {
  return (
    <div
      role="row"
      aria-rowindex={row + 2}
      className={styles.row}
      style={
        top === undefined
          ? { gridTemplateColumns: template }
          : { gridTemplateColumns: template, position: 'absolute', top, left: 0, right: 0 }
      }
    >
      <div role="rowheader" className={styles.index}>
        {row + 1}
      </div>
      {columns.map((column, col) => {
        const active = col === activeCol;
        const problem = problems?.get(column.key);
        const readOnly =
          column.kind === 'readonly' ||
          column.value !== undefined ||
          (typeof column.readOnly === 'function' ? column.readOnly(line) : column.readOnly);
        return (
          <div
            key={column.key}
            role="gridcell"
            aria-colindex={col + 2}
            aria-selected={active}
            aria-invalid={problem && !problem.warning ? true : undefined}
            aria-readonly={readOnly || undefined}
            title={problem?.message}
            tabIndex={(active && !catcher) || (entry && row === 0 && col === 0) ? 0 : -1}
            data-cell={`${row}:${col}`}
            className={[
              styles.cell,
              active && styles.active,
              problem && (problem.warning ? styles.warning : styles.invalid),
              readOnly && styles.readonly,
            ]
              .filter(Boolean)
              .join(' ')}
            style={column.align ? { textAlign: column.align } : undefined}
          >
            {active && editor ? (
              editor
            ) : (
              <>
                {cellText(column, line, options.get(column.key))}
                {active && catcher}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

export const GridRow = memo(GridRowOf) as typeof GridRowOf;
