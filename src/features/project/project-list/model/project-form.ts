import * as z from 'zod/mini';
import { pmProjAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmProject } from './project-list';
import { PRIORITIES, PROJ_CATEGORIES } from './project-options';

const TITLE_MIN = 2;
const TITLE_MAX = 64;

/** 项目名称: 2–64 characters, trimmed (the contract's minLength/maxLength, said in Chinese). */
const titleRule = z.string().check(
  z.trim(),
  z.minLength(1, '请输入项目名称'),
  z.refine((value) => value === '' || value.length >= TITLE_MIN, `项目名称至少 ${TITLE_MIN} 个字`),
  z.maxLength(TITLE_MAX, `项目名称不能超过 ${TITLE_MAX} 个字`),
);

/** A date from the picker: chosen, not typed. */
const dateRule = (label: string) => z.string(`请选择${label}`).check(z.minLength(1, `请选择${label}`));

/** 新建项目 / 编辑项目 on the contract's PmProjForm: the number and phase are the system's (a new project is a DRAFT in P0). */
export const projectForm = defineForm(pmProjAddBodyFacts, {
  title: { label: '项目名称', wide: true, placeholder: '如 SD-750 系列伺服驱动器二代平台开发', rule: titleRule },
  projCategory: { label: '项目类别', options: PROJ_CATEGORIES },
  // Always one of 高/中/低 (the body has no empty priority): a new project starts at 中.
  priority: { label: '优先级', options: PRIORITIES, rule: z.enum(['H', 'M', 'L'], '请选择优先级') },
  pmUserId: { label: '项目经理', kind: 'custom' },
  productFamilyName: { label: '产品族', kind: 'custom' },
  startDate: { label: '开始日期', kind: 'date', rule: dateRule('开始日期') },
  planEndDate: { label: '计划完成日期', kind: 'date', rule: dateRule('计划完成日期') },
  customerName: { label: '目标客户', placeholder: '客户定制项目必填' },
  plantName: { label: '量产工厂', placeholder: '如 苏州工厂' },
  budget: { label: '预算（万元）' },
  description: { label: '项目描述', kind: 'textarea', wide: true, placeholder: '目标市场、关键指标、替代的老产品等' },
});

/** The contract's rules, then what it cannot say: the plan does not end before it starts; a custom project names its customer. */
export const projectSchema = projectForm.schema.check(
  z.superRefine((body, ctx) => {
    if (body.startDate && body.planEndDate && body.planEndDate < body.startDate)
      ctx.issues.push({
        code: 'custom',
        message: '计划完成日期不能早于开始日期',
        input: body.planEndDate,
        path: ['planEndDate'],
      });
    if (body.projCategory === 'CUSTOM' && !body.customerName)
      ctx.issues.push({
        code: 'custom',
        message: '客户定制项目请填写目标客户',
        input: body.customerName,
        path: ['customerName'],
      });
  }),
);

export type ProjectFormValues = typeof projectForm.empty;
export type ProjectFormBody = z.output<typeof projectSchema>;

export const emptyProject: ProjectFormValues = { ...projectForm.empty, priority: 'M' };

export function projectFormValues(project: PmProject): ProjectFormValues {
  return {
    title: project.title,
    projCategory: project.projCategory,
    priority: project.priority ?? 'M',
    pmUserId: project.pmUserId ?? '',
    productFamilyName: project.productFamilyName ?? '',
    customerName: project.customerName ?? '',
    plantName: project.plantName ?? '',
    budget: project.budget ?? null,
    startDate: project.startDate ?? '',
    planEndDate: project.planEndDate ?? '',
    description: project.description ?? '',
  };
}
