import * as z from 'zod/mini';
import { pmProjFlupAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 跟进方式 (PmProjFlupWay). */
export const FLUP_WAYS = [
  { value: 'VISIT', title: '拜访' },
  { value: 'PHONE', title: '电话' },
  { value: 'EMAIL', title: '邮件' },
  { value: 'MEETING', title: '会议' },
] as const;

export const flupWayText = (way: string) => FLUP_WAYS.find((option) => option.value === way)?.title ?? way;

/** A follow-up record of a project, on the contract's PmProjFlupForm (the project is the row it was opened from). */
export const flupForm = defineForm(pmProjFlupAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  flupDate: { label: '跟进日期', kind: 'date' },
  flupWay: { label: '跟进方式', options: FLUP_WAYS },
  contactName: { label: '客户联系人' },
  contactPhone: { label: '联系电话' },
  flupUserId: { label: '跟进人', kind: 'custom' },
  content: { label: '跟进内容', kind: 'textarea', wide: true, placeholder: '客户的反馈、确认的事项' },
  nextStep: { label: '下一步计划', kind: 'textarea', wide: true },
  nextDate: { label: '下次跟进日期', kind: 'date' },
});

/** The next follow-up cannot be before this one. */
export const flupSchema = flupForm.schema.check(
  z.refine((body) => !body.nextDate || body.nextDate >= body.flupDate, {
    message: '下次跟进日期不能早于跟进日期',
    path: ['nextDate'],
  }),
);

/** A new follow-up of the project, dated today, a visit by default. */
export function emptyFlup(projId: string, today: string): typeof flupForm.empty {
  return { ...flupForm.empty, projId, flupDate: today, flupWay: 'VISIT' };
}
