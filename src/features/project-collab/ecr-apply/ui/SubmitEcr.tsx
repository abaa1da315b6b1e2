import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { pmEcrSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { Ecr } from '../model/ecr-list';

/** The business type whose DingTalk process a change request's submit starts. */
export const ECR_BIZ_TYPE = 'PM_ECR';

/** 提交 (§4.5): with a process the dialog asks for the initiating department, without one it goes at once. */
export function SubmitEcr({ row, onClose, refetch }: RowPanelProps<Ecr>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: ECR_BIZ_TYPE,
    submit: (params, options) => pmEcrSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
