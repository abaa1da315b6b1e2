import { REW_METRICS, type RewMetric } from '@/entities/quality/rule';

/** The parameters of a REW rule; each metric uses some of them, and the others are sent null (1017203). */
export interface RewParams {
  rejectCount: number | null;
  lotWindow: number | null;
  periodDays: number | null;
  threshold: number | null;
  minLots: number | null;
}

export type RewParam = keyof RewParams;

/** Which parameters a metric reads (docs/design/scm-quality.md → REW 规则). */
export const METRIC_PARAMS: Record<RewMetric, readonly RewParam[]> = {
  REJECT_COUNT: ['rejectCount', 'lotWindow'],
  LAR: ['periodDays', 'threshold', 'minLots'],
  PPM: ['periodDays', 'threshold'],
};

const ALL: readonly RewParam[] = ['rejectCount', 'lotWindow', 'periodDays', 'threshold', 'minLots'];

const isMetric = (metric: string): metric is RewMetric => metric in METRIC_PARAMS;

/** Whether the chosen metric reads the parameter (none is, before a metric is chosen). */
export const usesParam = (metric: string, param: RewParam) => isMetric(metric) && METRIC_PARAMS[metric].includes(param);

/** The body as sent: the parameters the metric does not read are null, whatever was typed in them before. */
export function metricParams<B extends RewParams & { metric: string }>(body: B): B {
  const sent = { ...body };
  for (const param of ALL) if (!usesParam(body.metric, param)) sent[param] = null;
  return sent;
}

const LABELS: Record<RewParam, string> = {
  rejectCount: '不合格批数 N',
  lotWindow: '最近批数 M',
  periodDays: '统计天数',
  threshold: '阈值',
  minLots: '最少批数',
};

/**
 * What the metric needs beyond the contract's bounds (the server's 1017203 said at the field): its parameters
 * filled, N ≤ M, a LAR threshold a percentage.
 */
export function metricProblems(body: RewParams & { metric: string }): { path: RewParam; message: string }[] {
  if (!isMetric(body.metric)) return [];
  const problems: { path: RewParam; message: string }[] = [];
  // 批退次数规则, 不合格 PPM 规则: a space after a Latin word, as the texts write it.
  const metric = REW_METRICS[body.metric].replace(/[A-Za-z]$/, '$& ');
  for (const param of METRIC_PARAMS[body.metric])
    if (body[param] === null) problems.push({ path: param, message: `${metric}规则须填写${LABELS[param]}` });
  const { rejectCount, lotWindow, threshold } = body;
  if (body.metric === 'REJECT_COUNT' && rejectCount !== null && lotWindow !== null && rejectCount > lotWindow)
    problems.push({ path: 'rejectCount', message: `不合格批数 N 不能大于最近批数 M（${lotWindow}）` });
  if (body.metric === 'LAR' && threshold !== null && threshold > 100)
    problems.push({ path: 'threshold', message: '批合格率的阈值是百分数，不能大于 100' });
  return problems;
}
