import { customerForm } from '../model/customer-form';
import type { Customer } from '../model/partner-kind';
import { PartnerFormModal } from './PartnerFormModal';

/** 新增客户 / 编辑客户. */
export function CustomerFormModal({ record, onClose }: { record?: Customer | undefined; onClose: () => void }) {
  return <PartnerFormModal kind={customerForm} record={record} onClose={onClose} />;
}
