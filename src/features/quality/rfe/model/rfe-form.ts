import * as z from 'zod/mini';
import { lookOptions, qtyProblem, type QtyUnit } from '@/entities/quality/iqc-apply';
import { qmRfeApplyAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { RFE_REASONS } from './rfe-states';

/**
 * RFE 申请's fields (docs/design/scm-quality.md → RFE 申请): a batch of a material in a warehouse, the reason and how
 * much is re-inspected. 来源 is not typed: a request made here is 手工 (storage's 效期查询 sends its own).
 */
export const rfeForm = defineForm(qmRfeApplyAddBodyFacts, {
  sourceType: { label: '来源', hidden: true },
  reason: { label: '复检原因', kind: 'select', options: lookOptions(RFE_REASONS) },
  reasonText: {
    label: '原因说明',
    kind: 'textarea',
    wide: true,
    placeholder: '投诉或质量疑问须写明：谁反映的、怀疑什么',
  },
  materialId: { label: '物料', kind: 'custom' },
  batchNo: { label: '批次', placeholder: '我方批次，如 B20261118-001' },
  houseId: { label: '仓库', kind: 'custom' },
  qty: { label: '复检数量', placeholder: '不超过该批次在该仓库的现存' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type RfeValues = typeof rfeForm.empty;

/** A new request made by hand. */
export const rfeEmpty: RfeValues = { ...rfeForm.empty, sourceType: 'MANUAL' };

/** What the rules across fields read of the body. */
export interface RfeFacts {
  reason: string;
  reasonText: string | null;
  qty: number | null;
}

/** The rules beyond the facts: a complaint says what it is (原因说明), 复检数量 above 0 in the unit's decimals. */
export function rfeProblems(values: RfeFacts, unit: QtyUnit | undefined): { path: keyof RfeFacts; message: string }[] {
  const issues: { path: keyof RfeFacts; message: string }[] = [];
  if (values.reason === 'COMPLAINT' && !values.reasonText?.trim())
    issues.push({ path: 'reasonText', message: '投诉或质量疑问须写明原因说明' });
  const qty = qtyProblem('复检数量', values.qty, unit);
  if (qty) issues.push({ path: 'qty', message: qty });
  return issues;
}

/** The form's rules: the contract's facts, then `rfeProblems` for the unit of the material chosen. */
export function rfeSchema(unit: QtyUnit | undefined) {
  return rfeForm.schema.check(
    z.superRefine((body, context) => {
      for (const issue of rfeProblems(body, unit))
        context.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: body });
    }),
  );
}
