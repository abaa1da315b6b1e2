export {
  COLLAB_ORDER_STATES,
  REPLY_ACTIONS,
  collabStateOptions,
  type CollabStateLook,
  type CollabOrderRow,
  type CollabOrderState,
  type CollabOrderDetail,
  type CollabOrderLine,
  type CollabOrderReply,
} from './model/states';
export { formatLineQty, formatTotalQty } from './model/quantity';
export { CollabStateTag } from './ui/CollabStateTag';
export { collabOrderColumns, collabOrderConditions, moneyIn } from './ui/order-columns';
export { OrderLinesTable } from './ui/OrderLinesTable';
export {
  CollabOrderDetailDrawer,
  type CollabOrderAsn,
  type CollabOrderDetailDrawerProps,
} from './ui/CollabOrderDetailDrawer';
