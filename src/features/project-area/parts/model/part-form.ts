import type * as z from 'zod/mini';
import { pmProjPartAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { partOptions, type ProjPart } from './part-list';

/** 添加零件 / 编辑零件 on the contract's PmProjPartForm: the material is picked in the material selector. */
export const partForm = defineForm(pmProjPartAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  materialId: { label: '物料', kind: 'custom', rule: requiredChoice('物料') },
  qtyPerProduct: { label: '单台用量' },
  makeBuy: { label: '自制/外购', options: partOptions.makeBuy },
  partStatus: { label: '零件状态', options: partOptions.partStatus },
  drawingNo: { label: '图号', placeholder: '如 SD750-HS-002' },
  drawingVersion: { label: '图纸版本', placeholder: '如 A' },
});

export type PartFormValues = typeof partForm.empty;
export type PartFormBody = z.output<typeof partForm.schema>;

export const emptyPart = (projId: string | undefined): PartFormValues => ({
  ...partForm.empty,
  projId: projId ?? '',
  makeBuy: 'BUY',
  partStatus: 'DESIGN',
});

export function partFormValues(row: ProjPart): PartFormValues {
  return {
    projId: row.projId,
    materialId: row.materialId,
    qtyPerProduct: row.qtyPerProduct,
    makeBuy: row.makeBuy,
    partStatus: row.partStatus,
    drawingNo: row.drawingNo ?? '',
    drawingVersion: row.drawingVersion ?? '',
  };
}
