import { supplierDetail } from '../model/supplier-detail';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { Supplier } from '../model/partner-kind';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 供应商详情: 基本信息, 地址 and 供应商供货范围. */
export function SupplierDetailDrawer({ row, onClose }: RowPanelProps<Supplier>) {
  return <PartnerDetailDrawer kind={supplierDetail} sub="supplier" id={row.id} onClose={onClose} />;
}
