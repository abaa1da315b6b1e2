import { customerDetail } from '../model/customer-detail';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 客户详情: 基本信息 first; the customer's sub-record tabs go in `tabs`. */
export function CustomerDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  return <PartnerDetailDrawer kind={customerDetail} id={id} onClose={onClose} />;
}
