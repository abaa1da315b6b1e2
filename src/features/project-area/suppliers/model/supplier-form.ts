import type * as z from 'zod/mini';
import { pmProjSupplierAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { ppapStateOptions, type ProjSupplier } from './supplier-list';

/** 添加供应商 / 编辑供应商 on the contract's PmProjSupplierForm. */
export const supplierForm = defineForm(pmProjSupplierAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  supplierName: { label: '供应商' },
  category: { label: '类别', placeholder: '如 电子元器件、结构件' },
  commodity: { label: '供货品类', placeholder: '如 IGBT 功率模块' },
  contactName: { label: '联系人' },
  contactPhone: { label: '联系电话' },
  ppapLevel: { label: 'PPAP 等级', placeholder: '1–5' },
  ppapState: { label: 'PPAP 状态', options: ppapStateOptions },
});

export type SupplierFormValues = typeof supplierForm.empty;
export type SupplierFormBody = z.output<typeof supplierForm.schema>;

export const emptySupplier = (projId: string | undefined): SupplierFormValues => ({
  ...supplierForm.empty,
  projId: projId ?? '',
  ppapLevel: 3,
  ppapState: 'NOT_STARTED',
});

export function supplierFormValues(row: ProjSupplier): SupplierFormValues {
  return {
    projId: row.projId,
    supplierName: row.supplierName,
    category: row.category,
    commodity: row.commodity,
    contactName: row.contactName ?? '',
    contactPhone: row.contactPhone ?? '',
    ppapLevel: row.ppapLevel,
    ppapState: row.ppapState,
  };
}
