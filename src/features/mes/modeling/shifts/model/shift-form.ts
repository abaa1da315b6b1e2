import * as z from 'zod/mini';
import { mfgShiftAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MfgShift } from './shift-list';
import { breaksProblem } from './shift-time';

const time = (label: string) =>
  z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, `${label}请按 HH:mm 填写，如 08:00`));

/** 班次 add/edit on the contract's MfgShiftForm; times as HH:mm, an end not after the start is on the next day. */
const declared = defineForm(mfgShiftAddBodyFacts, {
  code: { label: '班次编码', placeholder: '字母、数字、“-”和“_”，如 NIGHT' },
  name: { label: '班次名称' },
  startTime: { label: '开始时间', placeholder: 'HH:mm，如 20:00', rule: time('开始时间') },
  endTime: { label: '结束时间', placeholder: 'HH:mm，早于开始即为次日', rule: time('结束时间') },
  breaks: {
    label: '休息时段',
    kind: 'custom',
    wide: true,
    rule: z.array(z.object({ startTime: z.string(), endTime: z.string() })).check(z.maxLength(6, '休息时段最多 6 段')),
  },
  deptId: { label: '适用车间', kind: 'custom', placeholder: '不选为全部车间' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** The breaks lie inside the shift (across midnight too) and do not overlap. */
export const shiftForm = {
  ...declared,
  schema: declared.schema.check((ctx) => {
    const problem = breaksProblem(ctx.value, ctx.value.breaks);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value.breaks, path: ['breaks'] });
  }),
};

export type ShiftFormValues = typeof declared.empty;
export type ShiftFormBody = z.output<typeof declared.schema>;

export const emptyShift: ShiftFormValues = { ...declared.empty, breaks: [], sort: 10 };

export function shiftFormValues(shift: MfgShift): ShiftFormValues {
  return {
    code: shift.code,
    name: shift.name,
    startTime: shift.startTime,
    endTime: shift.endTime,
    breaks: shift.breaks.map((item) => ({ startTime: item.startTime, endTime: item.endTime })),
    deptId: shift.deptId ?? '',
    sort: shift.sort,
    remark: shift.remark ?? '',
  };
}
