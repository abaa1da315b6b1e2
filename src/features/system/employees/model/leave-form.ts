import * as z from 'zod/mini';
import { sysEmpLeaveBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

/** 离职: the leave date (not before the entry date) and an optional reason. */
export const leaveForm = defineForm(sysEmpLeaveBodyFacts, {
  id: { label: '员工', hidden: true },
  leaveDate: { label: '离职日期', kind: 'date', rule: requiredChoice('离职日期') },
  leaveReason: { label: '离职原因', kind: 'textarea' },
});

export type LeaveFormValues = typeof leaveForm.empty;

/** YYYY-MM-DD strings compare as dates. */
export const leaveSchema = (entryDate: string) =>
  leaveForm.schema.check(
    z.refine((body) => body.leaveDate === '' || body.leaveDate >= entryDate, {
      message: `离职日期不能早于入职日期 ${entryDate}`,
      path: ['leaveDate'],
    }),
  );
