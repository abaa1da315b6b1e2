import { useCallback, useMemo, useRef, useState } from 'react';
import { captureFocus } from '@/shared/lib/browser';

/** Which record form is open: none, a new record (`record` undefined), or the record being edited. */
export interface RecordFormState<Row> {
  open: boolean;
  record: Row | undefined;
  add: () => void;
  edit: (row: Row) => void;
  close: () => void;
}

/** The open/closed state of a screen's add and edit dialog; closing gives the focus back to what opened it. */
export function useRecordForm<Row>(): RecordFormState<Row> {
  const [state, setState] = useState<{ record?: Row } | null>(null);
  const restoreFocus = useRef<() => void>(undefined);
  const add = useCallback(() => {
    restoreFocus.current = captureFocus();
    setState({});
  }, []);
  const edit = useCallback((record: Row) => {
    restoreFocus.current = captureFocus();
    setState({ record });
  }, []);
  const close = useCallback(() => {
    setState(null);
    restoreFocus.current?.();
  }, []);
  return useMemo(() => ({ open: state !== null, record: state?.record, add, edit, close }), [state, add, edit, close]);
}
