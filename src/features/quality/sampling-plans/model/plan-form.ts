import * as z from 'zod/mini';
import {
  INSPECTION_LEVELS,
  PLAN_AQL_OPTIONS,
  PLAN_TYPE_OPTIONS,
  SEVERITIES,
  SEVERITY_LABELS,
  type PlanType,
} from '@/entities/quality/sampling';
import { qmSamplingAddBodyFacts, type scmSchemas } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 新增 / 编辑抽样方案: the plan's parameters; which of them a plan takes follows its 抽样标准. */
export const planForm = defineForm(qmSamplingAddBodyFacts, {
  code: { label: '方案编码', placeholder: '字母、数字、“-”和“_”，如 SP-GB-II-P' },
  name: { label: '方案名称' },
  planType: { label: '抽样标准', kind: 'custom', options: PLAN_TYPE_OPTIONS },
  inspectionLevel: {
    label: '检验水平',
    kind: 'select',
    options: INSPECTION_LEVELS.map((level) => ({ value: level, title: level })),
  },
  severity: {
    label: '初始严格度',
    kind: 'select',
    options: SEVERITIES.map((severity) => ({ value: severity, title: SEVERITY_LABELS[severity] })),
  },
  switching: { label: '转移规则', kind: 'switch' },
  aqlCr: { label: '致命缺陷 AQL（CR）', kind: 'select', options: PLAN_AQL_OPTIONS },
  aqlMaj: { label: '严重缺陷 AQL（MAJ）', kind: 'select', options: PLAN_AQL_OPTIONS },
  aqlMin: { label: '轻微缺陷 AQL（MIN）', kind: 'select', options: PLAN_AQL_OPTIONS },
  sampleQty: { label: '样本量', placeholder: '每批抽取的件数，1–100000' },
  samplePct: { label: '百分比（%）', placeholder: '批量的百分比，大于 0，最多 1 位小数' },
  minSampleQty: { label: '最少样本量', placeholder: '选填：按百分比算出的件数不少于此数' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type PlanValues = typeof planForm.empty;
export type PlanBody = scmSchemas['schemas']['QmSamplingForm'];

type ParameterField =
  | 'inspectionLevel'
  | 'severity'
  | 'switching'
  | 'aqlCr'
  | 'aqlMaj'
  | 'aqlMin'
  | 'sampleQty'
  | 'samplePct'
  | 'minSampleQty';

/** The parameters each 抽样标准 takes (docs/design/scm-quality.md → 抽样方案); the others are sent as null. */
export const PLAN_FIELDS: Record<PlanType, readonly ParameterField[]> = {
  GB2828: ['inspectionLevel', 'severity', 'switching', 'aqlCr', 'aqlMaj', 'aqlMin'],
  FIXED: ['sampleQty'],
  PERCENT: ['samplePct', 'minSampleQty'],
  FULL: [],
};
const PARAMETERS = [...new Set(Object.values(PLAN_FIELDS).flat())];

/** Whether the form shows a field for the plan type chosen (code, name, type and 备注 always). */
export function shownFor(planType: string, field: string): boolean {
  if (!(PARAMETERS as readonly string[]).includes(field)) return true;
  return (PLAN_FIELDS[planType as PlanType] ?? []).includes(field as ParameterField);
}

/** Which fields must hold a value for the type, with the sentence that asks for it. */
const REQUIRED: Record<PlanType, readonly [ParameterField, string][]> = {
  GB2828: [
    ['inspectionLevel', '请选择检验水平'],
    ['severity', '请选择初始严格度'],
    ['aqlCr', '请选择致命缺陷 AQL（不允许致命缺陷选 0）'],
    ['aqlMaj', '请选择严重缺陷 AQL'],
    ['aqlMin', '请选择轻微缺陷 AQL'],
  ],
  FIXED: [['sampleQty', '固定数量方案须填写样本量']],
  PERCENT: [['samplePct', '百分比方案须填写百分比']],
  FULL: [],
};

type Parameters = Pick<PlanBody, 'planType' | ParameterField>;

/** What the type's own fields lack or hold wrong (1017007 before it is sent): the field and why. */
export function planProblems(body: Parameters): { path: ParameterField; message: string }[] {
  const type = body.planType as PlanType;
  const problems = (REQUIRED[type] ?? [])
    .filter(([field]) => body[field] === null || body[field] === undefined || body[field] === '')
    .map(([path, message]) => ({ path, message }));
  const pct = body.samplePct;
  if (type === 'PERCENT' && typeof pct === 'number') {
    if (pct <= 0) problems.push({ path: 'samplePct', message: '百分比须大于 0' });
    else if (Math.round(pct * 10) !== pct * 10) problems.push({ path: 'samplePct', message: '百分比最多 1 位小数' });
  }
  return problems;
}

/** The body as sent: the fields not of the plan's type as null (the server refuses them otherwise: 1017007). */
export function planBody<B extends Parameters>(body: B): B {
  const type = body.planType as PlanType;
  const own = new Set<string>(PLAN_FIELDS[type] ?? []);
  const cleared = Object.fromEntries(PARAMETERS.filter((field) => !own.has(field)).map((field) => [field, null]));
  return { ...body, ...cleared };
}

export const planSchema = planForm.schema.check(
  z.superRefine((body, context) => {
    for (const problem of planProblems(body))
      context.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: body });
  }),
);

/** A new plan starts as GB/T 2828.1, level II, normal, switching on, CR zero acceptance. */
export const planEmpty: PlanValues = {
  ...planForm.empty,
  planType: 'GB2828',
  inspectionLevel: 'II',
  severity: 'NORMAL',
  switching: true,
  aqlCr: 0,
};
