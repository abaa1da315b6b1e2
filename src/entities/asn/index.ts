export type { AsnDetail, AsnDetailLine, AsnOrderLine } from './model/types';
export { ASN_STATES, type AsnState } from './model/states';
export {
  shippableQty,
  overShipment,
  shipRefusal,
  batchShortfall,
  offeredExpiry,
  type ShippableFacts,
} from './model/ship-rules';
export { labelsOf, boxCountOf, boxQuantities, type AsnLabel } from './model/labels';
export { AsnLabelsButton, loadAsnLabelsModal, type AsnLabelsButtonProps } from './ui/AsnLabelsButton';
export type { AsnLabelsModalProps } from './ui/AsnLabelsModal';
