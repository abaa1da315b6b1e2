import { supplierDetail } from '../model/supplier-detail';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 供应商详情: 基本信息 first; the supplier's sub-record tabs go in `tabs`. */
export function SupplierDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  return <PartnerDetailDrawer kind={supplierDetail} id={id} onClose={onClose} />;
}
