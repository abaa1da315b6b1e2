export { useWorkflowSubmit, type UseWorkflowSubmitOptions, type WorkflowSubmit } from './ui/use-workflow-submit';
export { WorkflowSubmitDialog, type WorkflowSubmitDialogProps } from './ui/WorkflowSubmitDialog';
export { fetchProcessInfo, WORKFLOW_MESSAGES } from './api/process-info';
export { workflowFormSchema, workflowFormDefaults, type WorkflowFormValues } from './model/workflow-form-schema';
export type { WorkflowProcInfo, WorkflowDept, WorkflowBizType, WorkflowSubmitFields } from './model/types';
export { workflowSubmitAction, type WorkflowSubmitCall } from './ui/submit-action';
