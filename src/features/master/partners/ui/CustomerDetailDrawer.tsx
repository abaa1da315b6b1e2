import { customerDetail } from '../model/customer-detail';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 客户详情: 基本信息, 地址 and 客户物料范围. */
export function CustomerDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  return <PartnerDetailDrawer kind={customerDetail} sub="customer" id={id} onClose={onClose} />;
}
