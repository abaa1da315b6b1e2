export { statusActions, type IdsCall, type StatusCalls, type StatusRow } from './status-actions';
export { deleteAction } from './delete-action';
export { useRefetchList, type ListOperation, type Refetchable } from './use-refetch-list';
