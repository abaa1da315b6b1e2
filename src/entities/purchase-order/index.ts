export {
  PO_ORDER_STATES,
  PO_LINE_STATES,
  PO_CHANGE_STATES,
  PO_AOD_STATES,
  stateOptions,
  type StateLook,
  type PoOrderRow,
  type PoOrderState,
  type PoOrderLine,
  type PoOrderLineState,
  type PoChangeRow,
  type PoChangeState,
  type PoAodRow,
  type PoAodState,
} from './model/states';
export {
  PO_RETURN_STATES,
  PO_RETURN_SOURCE_TYPES,
  PO_QUALITY_STATES,
  type PoReturnRow,
  type PoReturnState,
  type PoReturnSource,
  type PoReturnSourceType,
  type PoQualityState,
} from './model/return-states';
export { receivedPercent } from './model/progress';
export { lineAmount, orderTotals, formatPrice, type OrderTotals, type PricedLine } from './model/amounts';
export { StateTag } from './ui/StateTag';
export { ChangeLinesTable } from './ui/ChangeLinesTable';
export { OPEN_ORDER_STATES } from './ui/OpenOrderSelect';
export { OrderOfRecord, type OrderOfRecordProps } from './ui/OrderOfRecord';
export { ReceivedProgress } from './ui/ReceivedProgress';
export { OrderLinesTable } from './ui/OrderLinesTable';
export { EarliestDate, orderItems, PoOrderBody } from './ui/PoOrderDocument';
export { PoOrderDrawer } from './ui/PoOrderDrawer';
export { PoChangeDrawer } from './ui/PoChangeDrawer';
export { PO_ORDER_COLUMNS } from './ui/order-columns';
export { RETURN_COLUMNS, returnDetailItems, returnQty } from './ui/return-columns';
