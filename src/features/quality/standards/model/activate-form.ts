import * as z from 'zod/mini';
import { qmStandardActivateBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 生效: the date the version applies from. */
export const activateForm = defineForm(qmStandardActivateBodyFacts, {
  id: { label: '检验标准', hidden: true },
  effectiveDate: { label: '生效日期', kind: 'custom' },
});

export type ActivateValues = typeof activateForm.empty;

/** A version takes effect today or later, never in the past (1017005). */
export function effectiveDateProblem(date: string, today: string): string | undefined {
  return date && date < today ? `生效日期不能早于今天 ${today}` : undefined;
}

/** What 生效 on that date does: at once (the active version expires today), or 待生效 until then. */
export function activationEffect(date: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) return undefined;
  return date === today
    ? '今天立即生效，同一编码原生效的版本今天失效'
    : `${date} 前为待生效，到期自动生效，同一编码原生效的版本当天失效`;
}

export function activateSchema(today: string) {
  return activateForm.schema.check(
    z.superRefine((body, context) => {
      const message = effectiveDateProblem(body.effectiveDate, today);
      if (message) context.issues.push({ code: 'custom', message, path: ['effectiveDate'], input: body });
    }),
  );
}
