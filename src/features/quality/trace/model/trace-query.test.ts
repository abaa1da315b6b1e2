import { describe, expect, it } from 'vitest';
import { BATCH_REQUIRED, emptyTraceForm, traceBody, traceFormFromUrl, traceFormProblem } from './trace-query';

describe('the trace query', () => {
  it('wants 我方批次 or 供应商批次 before sending', () => {
    expect(traceFormProblem(emptyTraceForm())).toBe('请输入我方批次或供应商批次');
    expect(traceFormProblem({ ...emptyTraceForm(), batchNo: '   ' })).toBe(BATCH_REQUIRED);
    expect(traceFormProblem({ ...emptyTraceForm(), supplierBatch: 'CEC2611A08' })).toBeNull();
    expect(traceFormProblem({ ...emptyTraceForm(), batchNo: 'B20261126-001' })).toBeNull();
  });

  it('sends both directions and 6 levels by default, an empty batch as null, trimmed', () => {
    expect(traceBody({ ...emptyTraceForm(), supplierBatch: ' CEC2611A08 ' })).toEqual({
      batchNo: null,
      supplierBatch: 'CEC2611A08',
      materialId: null,
      direction: 'BOTH',
      maxDepth: 6,
    });
  });

  it('keeps the depth within 1–10', () => {
    expect(traceBody({ ...emptyTraceForm(), batchNo: 'B1', maxDepth: 12 }).maxDepth).toBe(10);
    expect(traceBody({ ...emptyTraceForm(), batchNo: 'B1', maxDepth: 0 }).maxDepth).toBe(1);
    expect(traceBody({ ...emptyTraceForm(), batchNo: 'B1', direction: 'BACKWARD', maxDepth: 3 })).toMatchObject({
      direction: 'BACKWARD',
      maxDepth: 3,
    });
  });

  it('starts from the batch a link names (批次详情 → 追溯), and from nothing without one', () => {
    expect(traceFormFromUrl(new URLSearchParams('batchNo=B20261126-001'))).toEqual({
      ...emptyTraceForm(),
      batchNo: 'B20261126-001',
    });
    expect(traceFormFromUrl(new URLSearchParams('supplierBatch=%20CEC2611A08&tab=2'))).toEqual({
      ...emptyTraceForm(),
      supplierBatch: 'CEC2611A08',
    });
    expect(traceFormFromUrl(new URLSearchParams(''))).toEqual(emptyTraceForm());
  });
});
