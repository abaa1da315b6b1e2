export { statusActions, type IdsCall, type StatusCalls, type StatusRow } from './status-actions';
export { useRefetchList } from './use-refetch-list';
