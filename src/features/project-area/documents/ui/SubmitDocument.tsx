import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { pmProjDocumentSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { ProjectDocument } from '../model/document-list';

/** The business type whose DingTalk process a project document's approval starts. */
export const DOCUMENT_BIZ_TYPE = 'PM_PROJ_DOCUMENT';

/**
 * 提交审批 of a document (§4.5, projDocument:submit): with a process the dialog asks for the initiating department,
 * without one it is submitted at once. Closes itself when the submit is over.
 */
export function SubmitDocument({ row, onClose, refetch }: RowPanelProps<ProjectDocument>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: DOCUMENT_BIZ_TYPE,
    submit: (params, options) => pmProjDocumentSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
