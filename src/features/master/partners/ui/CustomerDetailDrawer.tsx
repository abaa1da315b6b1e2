import { customerDetail } from '../model/customer-detail';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { Customer } from '../model/partner-kind';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';

/** 客户详情: 基本信息, 地址 and 客户物料范围. */
export function CustomerDetailDrawer({ row, onClose }: RowPanelProps<Customer>) {
  return <PartnerDetailDrawer kind={customerDetail} sub="customer" id={row.id} onClose={onClose} />;
}
