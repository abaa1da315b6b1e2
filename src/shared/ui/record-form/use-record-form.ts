import { useCallback, useMemo, useState } from 'react';

/** Which record form is open: none, a new record (`record` undefined), or the record being edited. */
export interface RecordFormState<Row> {
  open: boolean;
  record: Row | undefined;
  add: () => void;
  edit: (row: Row) => void;
  close: () => void;
}

/** The open/closed state of a screen's add and edit dialog. */
export function useRecordForm<Row>(): RecordFormState<Row> {
  const [state, setState] = useState<{ record?: Row } | null>(null);
  const add = useCallback(() => setState({}), []);
  const edit = useCallback((record: Row) => setState({ record }), []);
  const close = useCallback(() => setState(null), []);
  return useMemo(() => ({ open: state !== null, record: state?.record, add, edit, close }), [state, add, edit, close]);
}
