import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import { AQL_VALUES, SEVERITY_LABELS, ZERO_AQL } from './constants';
import { aqlLabel } from './sampling-plan';
import type { InspectionLevel, Severity } from './types';

/** A stored plan (qmSampling): its parameters; the arithmetic is this slice's `samplingPlan`. */
export type QmSamplingRow = scmSchemas['schemas']['QmSampling'];
export type PlanType = scmSchemas['schemas']['QmPlanType'];

/** 抽样标准 (docs/design/scm-quality.md → 抽样方案). */
export const PLAN_TYPES: Record<PlanType, string> = {
  GB2828: 'GB/T 2828.1',
  FIXED: '固定数量',
  PERCENT: '百分比',
  FULL: '全检',
};

export const PLAN_TYPE_OPTIONS: SearchOption[] = (Object.keys(PLAN_TYPES) as PlanType[]).map((value) => ({
  value,
  title: PLAN_TYPES[value],
}));

/** The AQLs a plan may hold: 0 (zero acceptance, the usual choice for CR), then the standard's series. */
export const PLAN_AQL_OPTIONS: SearchOption[] = [ZERO_AQL, ...AQL_VALUES].map((aql) => ({
  value: aql,
  title: aql === ZERO_AQL ? '0（零接收）' : aqlLabel(aql),
}));

/** The plan's AQL of each defect class, in the order the classes are worst first. */
export function planAqls(plan: Pick<QmSamplingRow, 'aqlCr' | 'aqlMaj' | 'aqlMin'>) {
  return [
    { defectClass: 'CR', aql: plan.aqlCr },
    { defectClass: 'MAJ', aql: plan.aqlMaj },
    { defectClass: 'MIN', aql: plan.aqlMin },
  ] as const;
}

type Parameters = Pick<
  QmSamplingRow,
  | 'planType'
  | 'inspectionLevel'
  | 'severity'
  | 'aqlCr'
  | 'aqlMaj'
  | 'aqlMin'
  | 'sampleQty'
  | 'samplePct'
  | 'minSampleQty'
>;

const aqlText = (aql: number | null | undefined) => (aql === null || aql === undefined ? '-' : aqlLabel(aql));

/** A plan in one line: 'II · 正常 · CR 0 / MAJ 0.65 / MIN 1.5', '每批 5 件', '批量的 10%（最少 3 件）', '全检'. */
export function planSummary(plan: Parameters): string {
  switch (plan.planType) {
    case 'GB2828': {
      const aqls = planAqls(plan).map(({ defectClass, aql }) => `${defectClass} ${aqlText(aql)}`);
      const severity = plan.severity ? SEVERITY_LABELS[plan.severity] : '-';
      return `${plan.inspectionLevel ?? '-'} · ${severity} · ${aqls.join(' / ')}`;
    }
    case 'FIXED':
      return `每批 ${plan.sampleQty ?? '-'} 件`;
    case 'PERCENT':
      return `批量的 ${plan.samplePct ?? '-'}%${plan.minSampleQty ? `（最少 ${plan.minSampleQty} 件）` : ''}`;
    case 'FULL':
      return '全检';
  }
}

/**
 * The sample of a plan that is not GB/T 2828.1's, for a lot: FIXED its count, PERCENT the share rounded up and not
 * below its minimum, FULL the lot; never more than the lot. Such lots are judged by the standard's allowed rates.
 */
export function otherPlanSampleSize(plan: Parameters, lotSize: number): number | undefined {
  switch (plan.planType) {
    case 'FIXED':
      return plan.sampleQty ? Math.min(plan.sampleQty, lotSize) : undefined;
    case 'PERCENT': {
      if (!plan.samplePct) return undefined;
      const share = Math.ceil((lotSize * plan.samplePct) / 100);
      return Math.min(lotSize, Math.max(share, plan.minSampleQty ?? 1));
    }
    case 'FULL':
      return lotSize;
    case 'GB2828':
      return undefined;
  }
}

/** What the 抽样计算 panel opens with for a GB/T 2828.1 plan: its level and initial severity. */
export function planCalculatorInput(plan: Pick<QmSamplingRow, 'inspectionLevel' | 'severity'>): {
  level?: InspectionLevel;
  severity?: Severity;
} {
  return {
    ...(plan.inspectionLevel ? { level: plan.inspectionLevel } : {}),
    ...(plan.severity ? { severity: plan.severity } : {}),
  };
}
