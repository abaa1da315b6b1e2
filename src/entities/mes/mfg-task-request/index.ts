export {
  REQUEST_TYPES,
  REQUEST_TYPE_OPTIONS,
  TASK_REQUEST_STATE_OPTIONS,
  TASK_REQUEST_BIZ_TYPE,
  quantityText,
  type TaskRequest,
  type TaskRequestDetail,
  type TaskRequestQuery,
  type TaskRequestState,
  type TaskRequestType,
} from './model/task-request';
export { taskRequestItems, TaskRequestBody } from './ui/task-request-detail';
export { taskRequestColumns, taskRequestConditions } from './model/task-request-columns';
