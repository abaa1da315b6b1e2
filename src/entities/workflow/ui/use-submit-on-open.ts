import { useEffect, useRef, useState, type ReactElement } from 'react';

/** What a workflow submit (`useWorkflowSubmit`) gives its screen. */
interface StartedSubmit {
  submit: (params: { id: string }) => Promise<void>;
  dialog: ReactElement | null;
}

/**
 * 提交 of a request row as a row panel (product.md §4.5): starts the workflow submit once when the panel opens (with a process
 * the dialog asks for the initiating department, without one the request goes at once) and closes the panel when
 * it is over. Returns the dialog to render.
 */
export function useSubmitOnOpen(workflow: StartedSubmit, id: string, onClose: () => void): ReactElement | null {
  const started = useRef(false);
  const [asked, setAsked] = useState(false);
  const { submit, dialog } = workflow;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void submit({ id }).finally(() => setAsked(true));
  }, [submit, id]);
  // Done once the process was asked for and no dialog is (still) open: a direct submit, a failure, or the dialog closed.
  useEffect(() => {
    if (asked && dialog === null) onClose();
  }, [asked, dialog, onClose]);
  return dialog;
}
