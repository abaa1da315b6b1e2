import { TASK_REQUEST_BIZ_TYPE, type TaskRequest } from '@/entities/mes/mfg-task-request';
import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { mfgTaskRequestSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/**
 * 提交 of a draft (§4.5): asks for MFG_TASK_REQUEST's process; with one, the dialog asks for the initiating
 * department, without one the request goes at once. Closes itself when the submit is over.
 */
export function SubmitTaskRequest({ row, onClose, refetch }: RowPanelProps<TaskRequest>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: TASK_REQUEST_BIZ_TYPE,
    submit: (params, options) => mfgTaskRequestSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
