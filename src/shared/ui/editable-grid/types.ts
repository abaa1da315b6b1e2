import type { ReactElement } from 'react';
import type { FieldFacts } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

/** One line of a document as the grid holds it: its inputs by field. */
export type Line = Record<string, unknown>;

/** What a picker cell's dialog gets: the line, and where to put what was picked. */
export interface PickerProps<L> {
  line: L;
  /** The picked record's fields for the line (a material: its id, code, name, unit and decimals). */
  onPick: (patch: Partial<L>) => void;
  onCancel: () => void;
}

/**
 * One column of a document's lines, declared like a table's: its field and title, its input, and the contract's
 * facts of the field (required, maxLength, bounds, pattern, enum) from which its rule and messages come.
 */
interface GridColumnOf<L, K extends string> {
  key: K;
  title: string;
  width?: number;
  /** Default 'text'. 'readonly' shows a value the line holds or computes (`value`). */
  kind?: 'text' | 'number' | 'date' | 'select' | 'picker' | 'readonly';
  /** The contract's facts of the line's field (`xxxBodyFacts.lines.items.quantity`). */
  facts?: FieldFacts;
  /** A choice's options: a dictionary type's entries, or static ones. */
  dict?: string;
  options?: readonly SearchOption[];
  /** How many decimals the line's value may have, and of which unit (a material's unit). */
  decimals?: (line: L) => { places: number; unit?: string } | undefined;
  /** A rule the facts cannot say, with its message. */
  rule?: (value: unknown, line: L, lines: readonly L[]) => string | undefined;
  /** A value computed from the line (an amount): shown, summed, never typed. */
  value?: (line: L) => unknown;
  /** How the cell shows the line's value where that is not the value itself: a picked material's code and name, not its id. */
  text?: (line: L) => string;
  /** A picker's dialog, rendered while picking. */
  picker?: (props: PickerProps<L>) => ReactElement;
  /** A picker cell's pasted text as the line's fields (a material code looked up), or why not. */
  parse?: (text: string) => { value: unknown } | { refused: string };
  /** Summed in the totals row. */
  sum?: boolean;
  /** Not editable (for all lines, or some). */
  readOnly?: boolean | ((line: L) => boolean);
  align?: 'left' | 'right' | 'center';
}

/** A column of a line's field; or a computed one (an amount) under a key of its own. */
export type GridColumn<L> =
  GridColumnOf<L, Extract<keyof L, string>> | (GridColumnOf<L, string> & { value: (line: L) => unknown });

/**
 * A problem of one line: the cell it is in (or the line's), and what to say. A 'warning' (a material on two lines) is
 * said at its cell and above the grid like an error, in amber, and never refuses the save.
 */
export interface GridProblem {
  row: number;
  key?: string;
  message: string;
  level?: 'warning';
}

/** A pasted value the grid did not take, and why. */
export interface Refusal {
  row: number;
  column: string;
  text: string;
  message: string;
}
