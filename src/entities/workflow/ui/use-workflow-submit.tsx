import { message } from 'antd';
import { useRef, useState, type ReactElement } from 'react';
import type { CallOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { fetchProcessInfo, shownCentrally, WORKFLOW_MESSAGES } from '../api/process-info';
import type { WorkflowBizType, WorkflowProcInfo, WorkflowSubmitFields } from '../model/types';
import type { WorkflowFormValues } from '../model/workflow-form-schema';
import { WorkflowSubmitDialog } from './WorkflowSubmitDialog';

export interface UseWorkflowSubmitOptions<P extends object> {
  bizType: WorkflowBizType;
  /**
   * The screen's own submit call, e.g. `(params, options) => xxxSubmit({ body: params }, options)`. It receives the
   * row's params plus hasProc, bizType (and dtDeptId with a process), and `{ quiet: true }` so business failures are
   * shown here as '提交失败：{message}'.
   */
  submit: (params: P & WorkflowSubmitFields, options: CallOptions) => Promise<unknown>;
  /** After a successful submit (refresh the table, close a drawer...). */
  onSubmitted?: () => void;
}

export interface WorkflowSubmit<P extends object> {
  /** Starts a submit: asks for the process, then opens the dialog or submits at once (product.md §4.5). */
  submit: (params: P) => Promise<void>;
  /** True while the process info or a direct submit is on its way (show it on the row's button). */
  pending: boolean;
  /** Render it anywhere in the screen: the dialog, while one is open. */
  dialog: ReactElement | null;
}

interface OpenDialog<P> {
  info: WorkflowProcInfo;
  params: P;
  open: boolean;
}

/** The workflow submit of product.md §4.5 for a row action '提交' or a form's submit button. */
export function useWorkflowSubmit<P extends object>({
  bizType,
  submit,
  onSubmitted,
}: UseWorkflowSubmitOptions<P>): WorkflowSubmit<P> {
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog<P> | null>(null);
  const busy = useRef(false);

  const succeeded = () => {
    void message.success(WORKFLOW_MESSAGES.submitted);
    onSubmitted?.();
  };

  const start = async (params: P) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const info = await fetchProcessInfo(bizType).catch((error: unknown) => {
        if (!shownCentrally(error)) void message.error(userMessageOf(error));
        return undefined;
      });
      if (!info) return;
      if (info.hasProc) {
        setDialog({ info, params, open: true });
        return;
      }
      try {
        await submit({ ...params, hasProc: false, bizType }, { quiet: true });
        succeeded();
      } catch (error) {
        if (!shownCentrally(error)) void message.error(WORKFLOW_MESSAGES.submitFailed(userMessageOf(error)));
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const sendFromDialog =
    (current: OpenDialog<P>) =>
    async ({ dtDeptId }: WorkflowFormValues) => {
      await submit({ ...current.params, hasProc: true, bizType, dtDeptId }, { quiet: true });
      setDialog({ ...current, open: false });
      succeeded();
    };

  const element = dialog ? (
    <WorkflowSubmitDialog
      open={dialog.open}
      info={dialog.info}
      onSubmit={sendFromDialog(dialog)}
      onCancel={() => setDialog({ ...dialog, open: false })}
      afterClose={() => setDialog(null)}
    />
  ) : null;

  return { submit: start, pending, dialog: element };
}
