import type * as z from 'zod/mini';
import { mfgBomAddBodyFacts, mfgBomCopyBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MfgBom } from './bom-list';

/** BOM header (add/edit of a draft) on the contract's MfgBomForm; its lines are edited in the BOM tree. */
export const bomForm = defineForm(mfgBomAddBodyFacts, {
  materialId: { label: '产品', kind: 'custom' },
  version: { label: '版本', placeholder: '如 V1.0' },
  effectiveDate: { label: '生效日期', kind: 'date' },
  baseQty: { label: '基本数量' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type BomFormValues = typeof bomForm.empty;
export type BomFormBody = z.output<typeof bomForm.schema>;

export const emptyBom: BomFormValues = { ...bomForm.empty, version: 'V1.0', baseQty: 1 };

export const bomFormValues = (b: MfgBom): BomFormValues => ({
  materialId: b.materialId,
  version: b.version,
  effectiveDate: b.effectiveDate ?? '',
  baseQty: b.baseQty,
  remark: b.remark ?? '',
});

/** 复制: to a new version of the same product, or to another product. */
export const bomCopyForm = defineForm(mfgBomCopyBodyFacts, {
  id: { label: '来源 BOM', hidden: true },
  materialId: { label: '目标产品', kind: 'custom' },
  version: { label: '新版本', placeholder: '如 V1.2' },
  effectiveDate: { label: '生效日期', kind: 'date' },
});

export type BomCopyValues = typeof bomCopyForm.empty;
export type BomCopyBody = z.output<typeof bomCopyForm.schema>;
