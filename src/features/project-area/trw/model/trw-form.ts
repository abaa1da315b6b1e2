import * as z from 'zod/mini';
import { optionsOf } from '@/entities/project';
import { pmProjTrwAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { CONCLUSIONS, gateOptions, type ProjTrw } from './trw-list';

/** 新增评审 / 编辑评审 on the contract's PmProjTrwForm. */
export const trwForm = defineForm(pmProjTrwAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  gateCode: { label: '阶段门', kind: 'select', options: gateOptions, rule: requiredChoice('阶段门') },
  reviewDate: { label: '评审日期', kind: 'date', rule: requiredChoice('评审日期') },
  chairId: { label: '评审主席', kind: 'custom', rule: requiredChoice('评审主席') },
  reviewerIds: {
    label: '评审专家',
    kind: 'custom',
    rule: z.array(z.string()).check(z.minLength(1, '请选择评审专家'), z.maxLength(20, '评审专家不能超过 20 人')),
  },
  conclusion: { label: '结论', options: optionsOf(CONCLUSIONS) },
  conditions: { label: '通过条件', kind: 'textarea', wide: true, placeholder: '有条件通过时必填' },
  minutes: { label: '评审纪要', kind: 'textarea', wide: true },
});

/** A conditional pass names its conditions. */
export const trwSchema = trwForm.schema.check(
  z.refine((form) => form.conclusion !== 'CONDITIONAL' || Boolean(form.conditions?.trim()), {
    message: '有条件通过时请填写通过条件',
    path: ['conditions'],
  }),
);

export type TrwFormValues = typeof trwForm.empty;
export type TrwFormBody = z.output<typeof trwSchema>;

export const emptyTrw = (projId: string | undefined): TrwFormValues => ({ ...trwForm.empty, projId: projId ?? '' });

export function trwFormValues(row: ProjTrw): TrwFormValues {
  return {
    projId: row.projId,
    gateCode: row.gateCode,
    reviewDate: row.reviewDate,
    chairId: row.chairId,
    reviewerIds: row.reviewerIds,
    conclusion: row.conclusion,
    conditions: row.conditions ?? '',
    minutes: row.minutes ?? '',
  };
}
