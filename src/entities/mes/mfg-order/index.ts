export {
  ORDER_STATES,
  TASK_STATES,
  SOURCE_TYPES,
  PRIORITIES,
  optionsOf,
  type MfgOrderRow,
  type MfgOrderStatus,
  type MfgTaskRow,
  type MfgTaskStatus,
} from './model/states';
export { formatQuantity } from './model/quantity';
export { OrderStateTag, TaskStateTag } from './ui/StateTag';
