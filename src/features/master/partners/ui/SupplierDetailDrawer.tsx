import { supplierDetail } from '../model/supplier-detail';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 供应商详情: 基本信息, 地址 and 供应商供货范围. */
export function SupplierDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  return <PartnerDetailDrawer kind={supplierDetail} sub="supplier" id={id} onClose={onClose} />;
}
