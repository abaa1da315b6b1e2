import * as z from 'zod/mini';
import { lookOptions } from '@/entities/quality/iqc-apply';
import { qmRfeApplyCompleteBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { RFE_RESULTS, type RfeRow } from './rfe-states';

/** 完成复检: the result, the new 有效期至 of a batch found good, and the 复检记录. */
export const completeForm = defineForm(qmRfeApplyCompleteBodyFacts, {
  id: { label: '复检单', hidden: true },
  result: { label: '复检结论', kind: 'custom', options: lookOptions(RFE_RESULTS) },
  newExpiryDate: { label: '新的有效期至', kind: 'date' },
  resultRemark: {
    label: '复检记录与结论',
    kind: 'textarea',
    wide: true,
    placeholder: '检了什么、结果如何，如：韦氏硬度抽 20 根 8.6–9.0 HW，合格',
  },
});

export type CompleteValues = typeof completeForm.empty;

/**
 * Why the result cannot be saved (1017114): 合格 extends the batch to a new 有效期至 after today and after the date
 * that ran out; 不合格 isolates the batch and takes no date.
 */
export function completeProblems(
  values: { result: string; newExpiryDate: string | null },
  rfe: Pick<RfeRow, 'expiryDate'>,
  today: string,
): { path: 'newExpiryDate'; message: string }[] {
  const date = values.newExpiryDate;
  if (values.result === 'ISOLATE')
    return date ? [{ path: 'newExpiryDate', message: '不合格隔离的批次不延期，请清空新的有效期至' }] : [];
  if (values.result !== 'EXTEND') return [];
  if (!date) return [{ path: 'newExpiryDate', message: '合格延期须填写新的有效期至' }];
  if (date <= today) return [{ path: 'newExpiryDate', message: `新的有效期至须晚于今天 ${today}` }];
  if (rfe.expiryDate && date <= rfe.expiryDate)
    return [{ path: 'newExpiryDate', message: `新的有效期至须晚于原有效期至 ${rfe.expiryDate}` }];
  return [];
}

export function completeSchema(rfe: Pick<RfeRow, 'expiryDate'>, today: string) {
  return completeForm.schema.check(
    z.superRefine((body, context) => {
      for (const issue of completeProblems(body, rfe, today))
        context.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: body });
    }),
  );
}
