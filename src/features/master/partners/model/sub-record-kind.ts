/** Which partner a sub-record belongs to: the customer and supplier screens share every sub-record component. */
export type PartnerKind = 'customer' | 'supplier';

/** The props of every sub-record tab of a partner's detail. */
export interface PartnerSubRecordProps {
  kind: PartnerKind;
  partnerId: string;
}
