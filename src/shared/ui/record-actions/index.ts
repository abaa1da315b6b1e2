export { statusActions, type IdsCall, type StatusCalls, type StatusRow } from './status-actions';
export { deleteAction } from './delete-action';
export { useRefetchList } from './use-refetch-list';
