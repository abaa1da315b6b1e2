import { useCallback, useMemo, useRef, useState } from 'react';
import { captureFocus } from '@/shared/lib/browser';

/** Which record form is open: none, a new record (`record` undefined), or the record being edited. */
export interface RecordFormState<Row> {
  open: boolean;
  record: Row | undefined;
  /** Where a new record starts when it is not the list's own scope (新增下级 under a row). */
  scope: object | undefined;
  add: (scope?: object) => void;
  edit: (row: Row) => void;
  close: () => void;
}

/** The open/closed state of a screen's add and edit dialog; closing gives the focus back to what opened it. */
export function useRecordForm<Row>(): RecordFormState<Row> {
  const [state, setState] = useState<{ record?: Row; scope?: object } | null>(null);
  const restoreFocus = useRef<() => void>(undefined);
  const add = useCallback((scope?: object) => {
    restoreFocus.current = captureFocus();
    setState(scope ? { scope } : {});
  }, []);
  const edit = useCallback((record: Row) => {
    restoreFocus.current = captureFocus();
    setState({ record });
  }, []);
  const close = useCallback(() => {
    setState(null);
    restoreFocus.current?.();
  }, []);
  return useMemo(
    () => ({ open: state !== null, record: state?.record, scope: state?.scope, add, edit, close }),
    [state, add, edit, close],
  );
}
