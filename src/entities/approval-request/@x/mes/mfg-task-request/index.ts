// What the task-request entity reuses of the approval requests: the state badge.
export { RequestStateBadge } from '../../../ui/RequestStateBadge';
