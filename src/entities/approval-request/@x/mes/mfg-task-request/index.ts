// What the task-request entity reuses of the approval requests: the state badge and the flow section.
export { ApprovalFlowSection } from '../../../ui/ApprovalFlowSection';
export { RequestStateBadge } from '../../../ui/RequestStateBadge';
