import { supplierForm } from '../model/supplier-form';
import type { Supplier } from '../model/partner-kind';
import { PartnerFormModal } from './PartnerFormModal';

/** 新增供应商 / 编辑供应商. */
export function SupplierFormModal({ record, onClose }: { record?: Supplier | undefined; onClose: () => void }) {
  return <PartnerFormModal kind={supplierForm} record={record} onClose={onClose} />;
}
