import {
  otherPlanSampleSize,
  PLAN_TYPES,
  samplingPlan,
  SamplingInputError,
  SEVERITY_LABELS,
  type InspectionLevel,
  type SamplingPlan,
} from '@/entities/quality/sampling';
import type { scmSchemas } from '@/shared/api';

export type InspectionPrepare = scmSchemas['schemas']['QmInspectionPrepare'];
export type PlanForm = scmSchemas['schemas']['QmPlanForm'];
type PlanClassForm = PlanForm['classes'][number];

/** The plan computed for a lot: what 开始检验 sends, the sentence of how it was reached, and the tables' notes. */
export interface ComputedPlan {
  plan: PlanForm;
  basis: string;
  notes: string[];
}

const CLASSES = ['CR', 'MAJ', 'MIN'] as const;

const levelName = (level: InspectionLevel) =>
  level.startsWith('S-') ? `特殊检验水平 ${level}` : `一般检验水平 ${level}`;

/** The severity a lot is inspected under: the supplier × material's switching state when the plan switches. */
export function severityOf(prepare: InspectionPrepare): PlanForm['severity'] {
  const plan = prepare.samplingPlan;
  return plan.switching ? prepare.switching.severity : (plan.severity ?? 'NORMAL');
}

/** The sample never below the binding's 最低检测数, never above the lot. */
const bounded = (size: number, min: number, lot: number) => Math.min(lot, Math.max(size, min));

/**
 * The plan of one lot (docs/design/scm-quality.md → IQC 检验 → 开始检验), computed on the client from the prepared
 * standard's sampling plan, its binding and the switching state. GB/T 2828.1: the code letter and, per class, the
 * sample size and Ac / Re for the severity (`samplingPlan`); the lot takes the largest class sample so every class is
 * judged on it. 全检 (the mode overrides the plan), FIXED and PERCENT: the sample of the plan type, each class judged
 * with the binding's allowed rate, Ac = ⌊样本量 × 比率⌋, Re = Ac + 1. Throws SamplingInputError with the Chinese reason
 * when the lot or the plan cannot be computed.
 */
export function computePlan(prepare: InspectionPrepare, lotSize: number, sampleUomName: string | null): ComputedPlan {
  if (!Number.isSafeInteger(lotSize) || lotSize < 1) {
    throw new SamplingInputError({ field: 'lotSize', message: '批量须为正整数（按件计）' });
  }
  const { samplingPlan: stored, binding } = prepare;
  const severity = severityOf(prepare);
  const min = binding.minCheckQty;
  const full = prepare.inspectMode === 'FULL';

  if (full || stored.planType !== 'GB2828') {
    const own = full ? lotSize : otherPlanSampleSize(stored, lotSize);
    if (own === undefined) {
      throw new SamplingInputError({ field: 'lotSize', message: `抽样方案 ${stored.code} 的参数不全，不能计算样本量` });
    }
    const sampleQty = bounded(own, min, lotSize);
    const rates = { CR: binding.crRate, MAJ: binding.majRate, MIN: binding.minRate };
    const classes = CLASSES.map((defectClass): PlanClassForm => {
      const ac = Math.floor((sampleQty * rates[defectClass]) / 100);
      return { defectClass, aql: null, ac, re: ac + 1 };
    });
    const head = full ? '检验方式为全检' : `${PLAN_TYPES[stored.planType]}方案 ${stored.code}`;
    return {
      plan: {
        planType: full ? 'FULL' : stored.planType,
        inspectionLevel: null,
        severity,
        codeLetter: null,
        sampleQty,
        sampleUomName,
        classes,
      },
      basis: `${head}，批量 ${lotSize} → 样本量 ${sampleQty}${sampleQty > (own ?? 0) ? `（不少于最低检测数 ${min}）` : ''}；按允许缺陷率 CR ${rates.CR}% / MAJ ${rates.MAJ}% / MIN ${rates.MIN}% 判定`,
      notes: [],
    };
  }

  const level = stored.inspectionLevel;
  if (!level) throw new SamplingInputError({ field: 'level', message: `抽样方案 ${stored.code} 没有检验水平` });
  const aqls = { CR: stored.aqlCr, MAJ: stored.aqlMaj, MIN: stored.aqlMin };
  const plans = CLASSES.map((defectClass): [typeof defectClass, SamplingPlan] => {
    const aql = aqls[defectClass];
    if (aql === null || aql === undefined) {
      throw new SamplingInputError({ field: 'aql', message: `抽样方案 ${stored.code} 没有 ${defectClass} 的 AQL` });
    }
    return [defectClass, samplingPlan({ lotSize, level, severity, aql })];
  });
  const tableSize = Math.max(...plans.map(([, p]) => p.sampleSize));
  const sampleQty = bounded(tableSize, min, lotSize);
  const codeLetter = plans[0]?.[1].codeLetter ?? null;
  const notes = plans.flatMap(([defectClass, p]) => (p.note ? [`${defectClass}：${p.note}`] : []));
  return {
    plan: {
      planType: 'GB2828',
      inspectionLevel: level,
      severity,
      codeLetter,
      sampleQty,
      sampleUomName,
      classes: plans.map(([defectClass, p]) => ({ defectClass, aql: aqls[defectClass] ?? null, ac: p.ac, re: p.re })),
    },
    basis:
      `GB/T 2828.1 ${levelName(level)}，${SEVERITY_LABELS[severity]}检验，批量 ${lotSize} → 样本字码 ${codeLetter ?? '-'}，样本量 ${tableSize}` +
      (sampleQty > tableSize ? `；不少于最低检测数 ${min} → 样本量 ${sampleQty}` : ''),
    notes,
  };
}
