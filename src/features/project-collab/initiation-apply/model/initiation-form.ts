import * as z from 'zod/mini';
import { pmInitiationAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { CATEGORY_OPTIONS, type Initiation } from './initiation-list';

/** 立项申请 add/edit on the contract's PmInitiationForm; the applicant is the signed-in user (the server's). */
export const initiationForm = defineForm(pmInitiationAddBodyFacts, {
  title: { label: '拟立项目名称', placeholder: '如 一体化步进电机 IS-57 闭环版开发', wide: true },
  projCategory: { label: '项目类别', options: CATEGORY_OPTIONS },
  productFamilyName: { label: '产品族', placeholder: '如 伺服驱动器' },
  customerName: { label: '目标客户', placeholder: '客户定制项目必填' },
  budget: { label: '预算（万元）' },
  startDate: { label: '计划开始日期', kind: 'date', rule: requiredChoice('计划开始日期') },
  planEndDate: { label: '计划完成日期', kind: 'date', rule: requiredChoice('计划完成日期') },
  reason: { label: '立项理由', kind: 'textarea', wide: true, placeholder: '要解决的问题、客户或市场需求' },
  marketAnalysis: { label: '市场分析', kind: 'textarea', wide: true, placeholder: '市场规模、竞品、目标售价与销量' },
});

export type InitiationFormValues = typeof initiationForm.empty;
export type InitiationFormBody = z.output<typeof initiationForm.schema>;

export const INITIATION_MESSAGES = {
  dateOrder: '计划完成日期不能早于计划开始日期',
  customerRequired: '客户定制项目请填写目标客户',
} as const;

/** The contract's rules, then the two the contract cannot say: the dates in order, a customer for a custom project. */
export const initiationSchema = initiationForm.schema.check(
  z.superRefine((body, ctx) => {
    if (body.planEndDate < body.startDate)
      ctx.issues.push({
        code: 'custom',
        message: INITIATION_MESSAGES.dateOrder,
        input: body.planEndDate,
        path: ['planEndDate'],
      });
    if (body.projCategory === 'CUSTOM' && !body.customerName)
      ctx.issues.push({
        code: 'custom',
        message: INITIATION_MESSAGES.customerRequired,
        input: body.customerName,
        path: ['customerName'],
      });
  }),
);

export const emptyInitiation: InitiationFormValues = { ...initiationForm.empty };

export function initiationFormValues(row: Initiation): InitiationFormValues {
  return {
    title: row.title,
    projCategory: row.projCategory,
    productFamilyName: row.productFamilyName ?? '',
    customerName: row.customerName ?? '',
    budget: row.budget ?? null,
    startDate: row.startDate,
    planEndDate: row.planEndDate,
    reason: row.reason,
    marketAnalysis: row.marketAnalysis ?? '',
  };
}
