export { statusActions, type IdsCall, type StatusCalls, type StatusRow } from './status-actions';
export { deleteAction } from './delete-action';
export { useRefetchList, type Refetchable } from './use-refetch-list';
