import * as z from 'zod/mini';
import { qmIqcApplyAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { plainQty, qtyProblem, type QtyUnit } from '@/entities/quality/iqc-apply';

/**
 * 手工登记报检's fields (docs/design/scm-quality.md → IQC 申请), from the contract's body facts. 供应商, 物料, 仓库 and
 * 检验方式 are pickers the dialog renders; 检验方式 left empty takes the supplier item's, then the supplier's.
 */
export const applyForm = defineForm(qmIqcApplyAddBodyFacts, {
  supplierId: { label: '供应商', kind: 'custom' },
  materialId: { label: '物料', kind: 'custom' },
  supplierBatch: { label: '供应商批次', placeholder: '字母、数字与 _ . / -，如 VX645218' },
  batchNo: { label: '我方批次', placeholder: '不填由系统生成' },
  productionDate: { label: '生产日期', kind: 'date' },
  expiryDate: { label: '有效期至', kind: 'date' },
  houseId: { label: '仓库', kind: 'custom' },
  arrivalQty: { label: '到货数' },
  inspectQty: { label: '报检数', placeholder: '检验的批量，不超过到货数' },
  inspectMode: { label: '检验方式', kind: 'custom' },
  urgent: { label: '紧急' },
  sourceNo: { label: '来源单号', placeholder: '样品单号等，如 中电港样品单 ZD-S261128-02' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type ApplyValues = typeof applyForm.empty;

/** What the rules across fields read: the quantities and the dates, as typed or as the body sends them. */
export interface ApplyFacts {
  arrivalQty: number | null;
  inspectQty: number | null;
  productionDate: string | null;
  expiryDate: string | null;
}
type Issue = { path: keyof ApplyFacts; message: string };

/**
 * The rules across fields: 到货数 and 报检数 above 0 in the unit's decimals, 报检数 ≤ 到货数 in the server's words
 * (报检数 30 超过到货数 20, 1017119), 生产日期 not after today and 有效期至 not before 生产日期.
 */
export function applyProblems(values: ApplyFacts, unit: QtyUnit | undefined, today: string): Issue[] {
  const issues: Issue[] = [];
  const arrival = qtyProblem('到货数', values.arrivalQty, unit);
  if (arrival) issues.push({ path: 'arrivalQty', message: arrival });
  const inspect = qtyProblem('报检数', values.inspectQty, unit);
  if (inspect) issues.push({ path: 'inspectQty', message: inspect });
  const { arrivalQty, inspectQty } = values;
  if (!inspect && typeof inspectQty === 'number' && typeof arrivalQty === 'number' && inspectQty > arrivalQty) {
    const places = unit?.uomPrecision ?? 6;
    issues.push({
      path: 'inspectQty',
      message: `报检数 ${plainQty(inspectQty, places)} 超过到货数 ${plainQty(arrivalQty, places)}`,
    });
  }
  if (values.productionDate && values.productionDate > today)
    issues.push({ path: 'productionDate', message: `生产日期不能晚于今天（${today}）` });
  if (values.expiryDate && values.productionDate && values.expiryDate < values.productionDate)
    issues.push({ path: 'expiryDate', message: `有效期至不能早于生产日期（${values.productionDate}）` });
  return issues;
}

/** The form's rules: the contract's facts, then `applyProblems` for the unit of the material chosen. */
export function applySchema(unit: QtyUnit | undefined, today: string) {
  return applyForm.schema.check(
    z.superRefine((body, context) => {
      for (const issue of applyProblems(body, unit, today))
        context.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: body });
    }),
  );
}
