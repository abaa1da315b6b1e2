import type { ReactElement, ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import type { SearchOption } from '@/shared/lib/table-query';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';

/** The inputs a declared field can be; anything else is a `render`. 'lines': a document's lines in the grid. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'date' | 'switch' | 'lines';

/** The line of a lines field: an item of the array the field holds. */
export type LineOf<V> = V extends readonly (infer I)[] ? (I extends Record<string, unknown> ? I : never) : never;

/** How a lines field shows its lines (docs/screen-kit.md → Document lines); the cells' facts come from the contract. */
export interface LinesConfig<L> {
  columns: readonly GridColumn<L>[];
  /** A new line's values beyond the empty ones (a default date, a unit). */
  newLine?: () => Partial<L>;
  /**
   * A rule over a whole line, in the grid and on save; a problem with `level: 'warning'` (a material on two lines) is
   * shown in amber and does not refuse the save.
   */
  lineRule?: (line: L, index: number, lines: readonly L[]) => Omit<GridProblem, 'row'> | undefined;
  visibleRows?: number;
  /**
   * Shown under the grid, given the lines (a document's totals with its tax). It renders inside the form: the form's
   * other values (the tax rate) are read with react-hook-form's `useWatch`.
   */
  summary?: (lines: readonly L[]) => ReactNode;
  /**
   * The grid's columns as the rest of the form makes them: a hook, called where the grid renders, that may watch the
   * form's values and load data (a material picked and pasted from the chosen supplier's scope, a date rule from the
   * header's date). The declared `columns` stay the form's rule of the lines on save.
   */
  useColumns?: (columns: readonly GridColumn<L>[]) => readonly GridColumn<L>[];
}

/** A custom input (tree select, picker) bound to one field: its value is typed as that field's. */
export type FieldRender<T extends FieldValues, N extends FieldPath<T>> = (
  field: ControllerRenderProps<T, N>,
) => ReactElement;

/** One form field, declared: label, input kind and its options; the schema holds the rules. */
export interface FieldConfigOf<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  label: string;
  required?: boolean;
  /** Default 'text'. */
  kind?: FieldKind;
  placeholder?: string;
  maxLength?: number;
  /** Options of a select: static, or a dictionary type's entries. */
  options?: readonly SearchOption[];
  dict?: string;
  /** Not editable (a code once saved); shown greyed. */
  disabled?: boolean;
  /** Takes the whole row in a two-column form. */
  wide?: boolean;
  /** A custom input (tree select, picker) bound to the field. */
  render?: FieldRender<T, N>;
  /** kind 'lines': the grid's columns and line rules. */
  lines?: LinesConfig<LineOf<FieldPathValue<T, N>>>;
  /** kind 'lines': a new line (derived by defineForm from the lines' facts). */
  newLine?: () => Record<string, unknown>;
}

/** Any one field of the form: a union by name, so each `render` gets its own field's value type. */
export type FieldConfig<T extends FieldValues> = { [N in FieldPath<T>]: FieldConfigOf<T, N> }[FieldPath<T>];

/**
 * The lines of a grid that show more than the contract takes (a picked material's code, name and unit beside its id):
 * the config of those lines, typed as the form's line. The save keeps the contract's fields only (each line is parsed
 * by the body's facts, which drop the rest), so the shown fields never reach the server (docs/screen-kit.md →
 * Document lines).
 */
export function withShownFields<Line extends Record<string, unknown>, Shown extends Line>(
  config: LinesConfig<Shown>,
): LinesConfig<Line> {
  // The grid hands each callback the lines it holds, which are Shown: a Line is only what the save sees of them.
  return config as unknown as LinesConfig<Line>;
}
