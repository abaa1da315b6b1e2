import {
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { EditableGrid, type Line } from '@/shared/ui/editable-grid';
import type { LinesConfig } from './field-config';

interface LinesInputProps<T extends FieldValues, TBody> {
  control: Control<T, unknown, TBody>;
  field: ControllerRenderProps<T, FieldPath<T>>;
  label: string;
  lines: LinesConfig<Line>;
  /** A new line: the empty inputs of the line's fields with the declared defaults. */
  newLine: () => Line;
}

/**
 * A lines field of a record form: the editable grid bound to the field. Until the first 保存 the problems show for
 * the lines already edited; after it, for every line (the save is refused while there are any).
 */
export function LinesInput<T extends FieldValues, TBody>({
  control,
  field,
  label,
  lines,
  newLine,
}: LinesInputProps<T, TBody>) {
  const { submitCount } = useFormState({ control, name: field.name });
  const value = (field.value as Line[] | undefined) ?? [];
  // The config is declared once per field: the hook is called on every render or never.
  const columns = lines.useColumns ? lines.useColumns(lines.columns) : lines.columns;
  return (
    <>
      <EditableGrid<Line>
        id={field.name}
        label={label}
        value={value}
        onChange={(next) => field.onChange(next)}
        columns={columns}
        newLine={newLine}
        lineRule={lines.lineRule}
        showAllErrors={submitCount > 0}
        visibleRows={lines.visibleRows}
      />
      {lines.summary?.(value)}
    </>
  );
}
