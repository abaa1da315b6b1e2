import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { WorkflowBizType } from '../model/types';
import type { WorkflowSubmitCall } from './submit-action';
import { useSubmitOnOpen } from './use-submit-on-open';
import { useWorkflowSubmit } from './use-workflow-submit';

/** The panel of `workflowSubmitAction`: starts the submit when it opens and closes when it is over. */
export function submitPanel<Row extends { id: string }>(bizType: WorkflowBizType, call: WorkflowSubmitCall) {
  return function WorkflowSubmitPanel({ row, onClose, refetch }: RowPanelProps<Row>) {
    const workflow = useWorkflowSubmit<{ id: string }>({
      bizType,
      submit: (params, options) => call({ body: params }, options),
      onSubmitted: () => void refetch(),
    });
    return useSubmitOnOpen(workflow, row.id, onClose);
  };
}
