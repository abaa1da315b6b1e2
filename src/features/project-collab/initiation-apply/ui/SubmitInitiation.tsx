import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { pmInitiationSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { Initiation } from '../model/initiation-list';

/** The business type whose DingTalk process (数据处理配置) an initiation request's submit starts. */
export const INITIATION_BIZ_TYPE = 'PM_INITIATION';

/** 提交 (§4.5): with a process the dialog asks for the initiating department, without one it goes at once. */
export function SubmitInitiation({ row, onClose, refetch }: RowPanelProps<Initiation>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: INITIATION_BIZ_TYPE,
    submit: (params, options) => pmInitiationSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
