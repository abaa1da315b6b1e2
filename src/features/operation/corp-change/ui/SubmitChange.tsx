import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { opCorpChangeSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { CorpChange } from '../model/change-list';

/** The business type whose DingTalk process (数据处理配置) a change request's submit starts. */
export const CORP_CHANGE_BIZ_TYPE = 'CORP_CHANGE';

/**
 * 提交 of a row (§4.5): asks for the business type's process; with one, the dialog asks for the initiating
 * department, without one the request is submitted at once. Closes itself when the submit is over.
 */
export function SubmitChange({ row, onClose, refetch }: RowPanelProps<CorpChange>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: CORP_CHANGE_BIZ_TYPE,
    submit: (params, options) => opCorpChangeSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
