import type { TraceBody, TraceDirection } from './trace-types';

/** The query form's values as typed: the batches are text, the rest chosen. */
export interface TraceForm {
  batchNo: string;
  supplierBatch: string;
  materialId: string | null;
  direction: TraceDirection;
  maxDepth: number;
}

export const TRACE_DIRECTIONS: { value: TraceDirection; label: string }[] = [
  { value: 'BACKWARD', label: '向上游' },
  { value: 'FORWARD', label: '向下游' },
  { value: 'BOTH', label: '双向' },
];

export const DEFAULT_DEPTH = 6;

export const emptyTraceForm = (): TraceForm => ({
  batchNo: '',
  supplierBatch: '',
  materialId: null,
  direction: 'BOTH',
  maxDepth: DEFAULT_DEPTH,
});

/**
 * The form a link opens with: 批次详情's 追溯 names the batch (`?batchNo=`), a supplier's lot `?supplierBatch=`;
 * anything else in the address is left alone.
 */
export function traceFormFromUrl(params: URLSearchParams): TraceForm {
  return {
    ...emptyTraceForm(),
    batchNo: params.get('batchNo')?.trim() ?? '',
    supplierBatch: params.get('supplierBatch')?.trim() ?? '',
  };
}

export const BATCH_REQUIRED = '请输入我方批次或供应商批次';

/** Why the form cannot be sent (the server would refuse it with 1017301 too), or null. */
export function traceFormProblem(form: TraceForm): string | null {
  return form.batchNo.trim() || form.supplierBatch.trim() ? null : BATCH_REQUIRED;
}

/** The query as the contract takes it: an empty batch is null, the depth 1–10 (6 when cleared). */
export function traceBody(form: TraceForm): TraceBody {
  const depth = Number.isInteger(form.maxDepth) ? Math.min(10, Math.max(1, form.maxDepth)) : DEFAULT_DEPTH;
  return {
    batchNo: form.batchNo.trim() || null,
    supplierBatch: form.supplierBatch.trim() || null,
    materialId: form.materialId,
    direction: form.direction,
    maxDepth: depth,
  };
}
