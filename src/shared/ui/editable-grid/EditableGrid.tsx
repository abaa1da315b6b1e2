import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLookups } from '@/shared/lib/lookups';
import type { SearchOption } from '@/shared/lib/table-query';
import { cellText, columnTotal, gridProblems, parseCell } from './cell-rules';
import { CellEditor, TypeCatcher, type Move } from './CellEditor';
import styles from './EditableGrid.module.css';
import { GridMessages } from './GridMessages';
import { GridRow, type CellProblem } from './GridRow';
import { GridToolbar } from './GridToolbar';
import { inheritCopies, inheritKeys, lineKey, replaced } from './line-keys';
import { isBlock, parseClipboard, pasteBlock } from './paste';
import type { GridColumn, GridProblem, Line, Refusal } from './types';

/** Lines beyond this many are virtual: only those in view (and a few around) are in the page. */
const VIRTUAL_FROM = 200;
const ROW_HEIGHT = 36;
const UNDO_DEPTH = 50;

export interface EditableGridProps<L extends Line> {
  value: readonly L[];
  onChange: (lines: L[]) => void;
  columns: readonly GridColumn<L>[];
  /**
   * A new, empty line. Without it the lines are fixed (a change of an order's own lines): none is added, inserted,
   * copied or removed, Enter on the last line stays there, and a pasted block stops at the last line.
   */
  newLine?: () => L;
  /** The grid's name for assistive technology ('报价明细'). */
  label: string;
  /** A rule over a whole line (a date after another, a duplicate material) with its message. */
  lineRule?: (line: L, index: number, lines: readonly L[]) => Omit<GridProblem, 'row'> | undefined;
  /** Every line's problems, not only those of lines already edited (after a submit). */
  showAllErrors?: boolean;
  /** How many lines show before the body scrolls. */
  visibleRows?: number;
  /** The first cell's id, for a form label pointing at the grid. */
  id?: string;
}

interface Cell {
  row: number;
  col: number;
}
interface Editing extends Cell {
  initial: string;
  typed: boolean;
}

const editable = <L extends Line>(column: GridColumn<L>, line: L) =>
  column.kind !== 'readonly' &&
  column.value === undefined &&
  !(typeof column.readOnly === 'function' ? column.readOnly(line) : column.readOnly);

/**
 * The lines of a document (order lines, receipts, counts, inspection values), keyboard first (docs/screen-kit.md →
 * Document lines): Tab, Shift+Tab, Enter and the arrows move; typing starts editing, F2 edits what is there, Esc
 * cancels; a block pasted from Excel fills from the active cell, adding lines, and says what it refused; Insert,
 * Ctrl+D and Ctrl+Delete insert, copy and remove a line; Ctrl+Z undoes the last change. Each cell's rule comes from
 * the contract's facts, with a form's Chinese messages; the problems show at their cells and above the grid.
 */
export function EditableGrid<L extends Line>({
  value,
  onChange,
  columns,
  newLine,
  label,
  lineRule,
  showAllErrors = false,
  visibleRows = 10,
  id,
}: EditableGridProps<L>) {
  const { dictOptions } = useLookups();
  const options = useMemo(
    () =>
      new Map<string, readonly SearchOption[]>(
        columns.map((c) => [c.key, c.dict ? dictOptions(c.dict) : (c.options ?? [])]),
      ),
    [columns, dictOptions],
  );
  const template = useMemo(() => `48px ${columns.map((c) => `${c.width ?? 120}px`).join(' ')}`, [columns]);
  const [active, setActive] = useState<Cell>();
  const [editing, setEditing] = useState<Editing>();
  const [picking, setPicking] = useState<Cell>();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const history = useRef<(readonly L[])[]>([]);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const lines = value;
  // A form field (react-hook-form) hands the lines back as copies: each copy takes over the key of the line the grid
  // gave at its place, so edited lines stay marked and rows keep their identity (docs/screen-kit.md → Document lines).
  const [given, setGiven] = useState<readonly L[]>(value);
  if (given !== value) {
    inheritCopies(given, value);
    setGiven(value);
  }

  const change = useCallback(
    (next: L[], edited: readonly number[]) => {
      history.current = [...history.current.slice(-(UNDO_DEPTH - 1)), lines];
      inheritKeys(lines, next);
      setTouched((old) => new Set([...old, ...edited.flatMap((row) => (next[row] ? [lineKey(next[row])] : []))]));
      setGiven(next);
      onChange(next);
    },
    [lines, onChange],
  );

  const virtual = lines.length > VIRTUAL_FROM;
  // No React Compiler here: the virtualizer's functions are only read while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
    getItemKey: (index) => lineKey(lines[index] ?? {}),
  });

  const problems = useMemo(() => gridProblems(columns, lines, lineRule), [columns, lines, lineRule]);
  const shown = useMemo(
    () =>
      problems.filter((p) => showAllErrors || (lines[p.row] !== undefined && touched.has(lineKey(lines[p.row] as L)))),
    [problems, showAllErrors, touched, lines],
  );
  // Per line, the same map object while its problems stay the same: an unchanged line does not re-render.
  const rowProblems = useRef(new Map<number, { text: string; map: Map<string, CellProblem> }>());
  const problemsOf = useMemo(() => {
    const byRow = new Map<number, Map<string, CellProblem>>();
    for (const p of shown) {
      const map = byRow.get(p.row) ?? new Map<string, CellProblem>();
      const key = p.key ?? columns[0]?.key ?? '';
      // A cell shows its error before a warning of the same cell.
      if (!map.has(key) || (map.get(key)?.warning && p.level !== 'warning'))
        map.set(key, { message: p.message, warning: p.level === 'warning' });
      byRow.set(p.row, map);
    }
    const kept = new Map<number, { text: string; map: Map<string, CellProblem> }>();
    const result = new Map<number, Map<string, CellProblem>>();
    byRow.forEach((map, row) => {
      const key = lineKey(lines[row] ?? {});
      const text = [...map].map(([k, p]) => `${k}:${p.warning ? 'w' : 'e'}:${p.message}`).join('|');
      const before = rowProblems.current.get(key);
      const entry = before && before.text === text ? before : { text, map };
      kept.set(key, entry);
      result.set(row, entry.map);
    });
    rowProblems.current = kept;
    return result;
  }, [shown, lines, columns]);

  const moveTo = useCallback(
    (cell: Cell | undefined) => {
      if (!cell) return;
      setActive(cell);
      if (virtual) virtualizer.scrollToIndex(cell.row, { align: 'auto' });
    },
    [virtual, virtualizer],
  );
  // The active cell has the focus whenever the grid has it and nothing is edited.
  useEffect(() => {
    if (!active || editing || picking) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    // Its TypeCatcher where it has one, so that an input method composes there.
    const target = cell?.querySelector('input') ?? cell;
    // Also when the focus fell to the page because the editor that had it went away.
    const here = document.activeElement;
    if (target && here !== target && (here === document.body || gridRef.current?.contains(here)))
      target.focus({ preventScroll: true });
  }, [active, editing, picking, lines]);

  const step = useCallback(
    (from: Cell, move: Move): Cell | undefined => {
      const last = columns.length - 1;
      switch (move) {
        case 'right':
          return from.col < last
            ? { row: from.row, col: from.col + 1 }
            : from.row < lines.length - 1
              ? { row: from.row + 1, col: 0 }
              : undefined;
        case 'left':
          return from.col > 0
            ? { row: from.row, col: from.col - 1 }
            : from.row > 0
              ? { row: from.row - 1, col: last }
              : undefined;
        case 'down':
          return { row: from.row + 1, col: from.col };
        case 'up':
          return from.row > 0 ? { row: from.row - 1, col: from.col } : from;
        default:
          return from;
      }
    },
    [columns.length, lines.length],
  );

  /** Moves after an edit; down from the last line adds a line (entering a document line by line). */
  const after = useCallback(
    (from: Cell, move: Move, current: readonly L[]) => {
      const to = step(from, move) ?? from;
      if (to.row >= current.length) {
        if (!newLine) return moveTo(from);
        change([...current, newLine()], []);
      }
      moveTo(to);
    },
    [step, change, newLine, moveTo],
  );

  const setCell = useCallback(
    (cell: Cell, patch: Partial<L>) => {
      const line = lines[cell.row];
      if (!line) return lines;
      const next = [...lines];
      next[cell.row] = replaced(line, { ...line, ...patch });
      change(next, [cell.row]);
      return next;
    },
    [lines, change],
  );

  const commit = useCallback(
    (input: { text: string } | { value: string }, move: Move): string | undefined => {
      if (!editing) return undefined;
      const column = columns[editing.col];
      const line = lines[editing.row];
      if (!column || !line) return undefined;
      const parsed = 'value' in input ? { value: input.value } : parseCell(column, input.text, options.get(column.key));
      if ('refused' in parsed) return parsed.refused;
      const unchanged =
        parsed.value === line[column.key] || ('text' in input && input.text === editing.initial && !editing.typed);
      const current = unchanged ? lines : setCell(editing, { [column.key]: parsed.value } as Partial<L>);
      setEditing(undefined);
      if (move !== 'stay') after(editing, move, current);
      else
        gridRef.current
          ?.querySelector<HTMLElement>(`[data-cell="${editing.row}:${editing.col}"]`)
          ?.focus({ preventScroll: true });
      return undefined;
    },
    [editing, columns, lines, options, setCell, after],
  );

  const startEdit = useCallback(
    (cell: Cell, typedText?: string) => {
      const column = columns[cell.col];
      const line = lines[cell.row];
      if (!column || !line || !editable(column, line)) return;
      if (column.kind === 'picker') {
        setPicking(cell);
        return;
      }
      const raw = line[column.key];
      const initial =
        typedText ?? (raw === null || raw === undefined ? '' : column.kind === 'select' ? String(raw) : String(raw));
      setEditing({ ...cell, initial, typed: typedText !== undefined });
    },
    [columns, lines],
  );

  const lineOps = {
    add: () => {
      if (!newLine) return;
      change([...lines, newLine()], []);
      moveTo({ row: lines.length, col: 0 });
    },
    insert: (at: number) => {
      if (!newLine) return;
      change([...lines.slice(0, at), newLine(), ...lines.slice(at)], []);
      moveTo({ row: at, col: active?.col ?? 0 });
    },
    copy: (at: number) => {
      const line = lines[at];
      if (!line || !newLine) return;
      change([...lines.slice(0, at + 1), { ...line }, ...lines.slice(at + 1)], [at + 1]);
      moveTo({ row: at + 1, col: active?.col ?? 0 });
    },
    remove: (at: number) => {
      if (!lines[at] || !newLine) return;
      change(
        lines.filter((_, i) => i !== at),
        [],
      );
      moveTo(lines.length > 1 ? { row: Math.min(at, lines.length - 2), col: active?.col ?? 0 } : undefined);
      if (lines.length <= 1) setActive(undefined);
    },
    undo: () => {
      const previous = history.current.pop();
      if (!previous) return;
      onChange([...previous]);
      setEditing(undefined);
      if (active && active.row >= previous.length)
        setActive(previous.length ? { row: previous.length - 1, col: active.col } : undefined);
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An input method composing in the TypeCatcher owns its keys (Enter and the arrows pick a candidate).
    if (editing || picking || !active || event.nativeEvent.isComposing) return;
    const { key, ctrlKey, metaKey, shiftKey } = event;
    const mod = ctrlKey || metaKey;
    const handled = () => event.preventDefault();
    const last = columns.length - 1;
    if (mod && key.toLowerCase() === 'z') return void (handled(), lineOps.undo());
    if (mod && key.toLowerCase() === 'd') return void (handled(), lineOps.copy(active.row));
    if (mod && key === 'Delete') return void (handled(), lineOps.remove(active.row));
    if (key === 'Insert') return void (handled(), lineOps.insert(active.row));
    if (key === 'Tab') {
      const to = step(active, shiftKey ? 'left' : 'right');
      // Past the last cell (or before the first) Tab leaves the grid.
      if (to) return void (handled(), moveTo(to));
      return;
    }
    if (key === 'Enter') return void (handled(), after(active, shiftKey ? 'up' : 'down', lines));
    if (key === 'ArrowDown')
      return void (handled(), moveTo({ row: Math.min(active.row + 1, lines.length - 1), col: active.col }));
    if (key === 'ArrowUp') return void (handled(), moveTo({ row: Math.max(active.row - 1, 0), col: active.col }));
    if (key === 'ArrowRight') return void (handled(), moveTo({ row: active.row, col: Math.min(active.col + 1, last) }));
    if (key === 'ArrowLeft') return void (handled(), moveTo({ row: active.row, col: Math.max(active.col - 1, 0) }));
    if (key === 'Home') return void (handled(), moveTo({ row: mod ? 0 : active.row, col: 0 }));
    if (key === 'End') return void (handled(), moveTo({ row: mod ? lines.length - 1 : active.row, col: last }));
    if (key === 'F2') return void (handled(), startEdit(active));
    if (key === 'Delete' || key === 'Backspace') {
      const column = columns[active.col];
      const line = lines[active.row];
      if (column && line && editable(column, line) && column.kind !== 'picker') {
        handled();
        setCell(active, { [column.key]: column.kind === 'number' ? null : '' } as Partial<L>);
      }
      return;
    }
    if (key.length === 1 && !mod && !event.altKey) {
      handled();
      startEdit(active, key);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!active || picking || (editing && !isBlock(text))) return;
    event.preventDefault();
    setEditing(undefined);
    const start = editing ?? active;
    const result = pasteBlock(lines, start, parseClipboard(text), columns, newLine, (c) => options.get(c.key) ?? []);
    setRefused(result.refused);
    const rows = result.lines.map((_, i) => i).filter((i) => i >= start.row && result.lines[i] !== lines[i]);
    change(result.lines, rows);
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing || !active) return;
    const column = columns[active.col];
    const line = lines[active.row];
    if (!column || !line) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', cellText(column, line, options.get(column.key)));
  };

  const cellOf = (target: EventTarget): Cell | undefined => {
    const found = (target as HTMLElement).closest?.<HTMLElement>('[data-cell]')?.dataset.cell?.split(':').map(Number);
    return found && found.length === 2 ? { row: found[0] ?? 0, col: found[1] ?? 0 } : undefined;
  };

  const editingColumn = editing && columns[editing.col];
  const editor =
    editing && editingColumn ? (
      <CellEditor
        key={`${editing.row}:${editing.col}`}
        kind={
          editingColumn.kind === 'number' || editingColumn.kind === 'date' || editingColumn.kind === 'select'
            ? editingColumn.kind
            : 'text'
        }
        label={`第 ${editing.row + 1} 行 ${editingColumn.title}`}
        initial={editing.initial}
        typed={editing.typed}
        options={options.get(editingColumn.key) ?? []}
        commit={commit}
        cancel={() => {
          setEditing(undefined);
          moveTo(editing);
        }}
      />
    ) : undefined;
  const activeColumn = active && columns[active.col];
  const activeLine = active && lines[active.row];
  const catcher =
    active && !editing && !picking && activeColumn && activeLine && editable(activeColumn, activeLine) ? (
      <TypeCatcher
        key={`${active.row}:${active.col}`}
        label={`第 ${active.row + 1} 行 ${activeColumn.title}`}
        onText={(text) => startEdit(active, text)}
      />
    ) : undefined;
  const pickingColumn = picking && columns[picking.col];
  const pickingLine = picking && lines[picking.row];
  const items = virtual
    ? virtualizer.getVirtualItems()
    : lines.map((_, index) => ({ index, start: index * ROW_HEIGHT, key: index }));
  const totals = columns.some((c) => c.sum);

  return (
    <div className={styles.wrap}>
      <GridToolbar
        count={lines.length}
        fixed={!newLine}
        active={active?.row}
        canUndo={history.current.length > 0}
        onAdd={lineOps.add}
        onInsert={lineOps.insert}
        onCopy={lineOps.copy}
        onRemove={lineOps.remove}
        onUndo={lineOps.undo}
      />
      <GridMessages
        refused={refused}
        problems={shown}
        columns={columns}
        onCloseRefused={() => setRefused([])}
        onGoTo={(row, key) => {
          const col = Math.max(
            0,
            columns.findIndex((c) => c.key === key),
          );
          moveTo({ row, col });
          requestAnimationFrame(() =>
            gridRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)?.focus(),
          );
        }}
      />
      <div
        ref={gridRef}
        id={id}
        role="grid"
        aria-label={label}
        aria-rowcount={lines.length + 1 + (totals ? 1 : 0)}
        aria-colcount={columns.length + 1}
        className={styles.grid}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onCopy={onCopy}
        onFocus={(event) => {
          if (!active && lines.length > 0 && event.target === event.currentTarget.querySelector('[data-cell="0:0"]'))
            setActive({ row: 0, col: 0 });
          // A cell focused by a click hands the focus to its TypeCatcher.
          if (event.target instanceof HTMLElement && event.target.dataset.cell)
            event.target.querySelector('input')?.focus({ preventScroll: true });
        }}
        onMouseDown={(event) => {
          const cell = cellOf(event.target);
          if (cell && !(editing && editing.row === cell.row && editing.col === cell.col)) moveTo(cell);
        }}
        onDoubleClick={(event) => {
          const cell = cellOf(event.target);
          if (cell) startEdit(cell);
        }}
      >
        <div
          ref={scrollRef}
          className={styles.scroll}
          style={{ maxHeight: ROW_HEIGHT * (visibleRows + 1) + (totals ? ROW_HEIGHT : 0) }}
        >
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.row} style={{ gridTemplateColumns: template }}>
              <div role="columnheader" className={styles.index}>
                行
              </div>
              {columns.map((column) => (
                <div
                  key={column.key}
                  role="columnheader"
                  className={styles.header}
                  style={column.align ? { textAlign: column.align } : undefined}
                >
                  {column.facts?.required && !column.facts.nullable && <span className={styles.required}>*</span>}
                  {column.title}
                </div>
              ))}
            </div>
          </div>
          <div
            role="rowgroup"
            style={virtual ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
          >
            {items.map((item) => {
              const line = lines[item.index];
              if (!line) return null;
              const activeCol = active?.row === item.index ? active.col : -1;
              return (
                <GridRow
                  key={lineKey(line)}
                  line={line}
                  row={item.index}
                  top={virtual ? item.start : undefined}
                  columns={columns}
                  options={options}
                  template={template}
                  activeCol={activeCol}
                  entry={!active}
                  problems={problemsOf.get(item.index)}
                  editor={activeCol >= 0 ? editor : undefined}
                  catcher={activeCol >= 0 ? catcher : undefined}
                />
              );
            })}
            {lines.length === 0 && (
              <div role="row" className={styles.row}>
                <div role="gridcell" className={styles.empty}>
                  还没有明细：点“新增行”，或从 Excel 复制后粘贴到这里
                </div>
              </div>
            )}
          </div>
          {totals && (
            <div role="rowgroup" className={styles.foot}>
              <div
                role="row"
                aria-rowindex={lines.length + 2}
                className={styles.row}
                style={{ gridTemplateColumns: template }}
              >
                <div role="rowheader" className={styles.index}>
                  合计
                </div>
                {columns.map((column) => (
                  <div
                    key={column.key}
                    role="gridcell"
                    className={styles.cell}
                    style={{ textAlign: column.align ?? 'right' }}
                  >
                    {column.sum ? columnTotal(column, lines) : ''}
                  </div>
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
      {picking &&
        pickingColumn?.picker &&
        pickingLine &&
        pickingColumn.picker({
          line: pickingLine,
          onPick: (patch) => {
            setPicking(undefined);
            const current = setCell(picking, patch);
            after(picking, 'right', current);
          },
          onCancel: () => {
            setPicking(undefined);
            moveTo(picking);
          },
        })}
    </div>
  );
}
