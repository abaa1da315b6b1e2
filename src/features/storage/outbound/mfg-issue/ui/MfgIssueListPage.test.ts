import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import {
  issueQtyProblem,
  issueReasonProblem,
  linesFromDemand,
  type IssueLine,
  type SuggestedLine,
} from '../model/issue-lines';
import { MfgIssueListPage } from './MfgIssueListPage';

const form = declaredForm(MfgIssueListPage);

// openapi/examples/scm/stMfgIssueDemand.yaml (MO-20261127-007) and stIssueSuggest.yaml (电子料仓).
const chip = {
  materialId: '1716352000000400405',
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  specification: 'STM32F407VGT6 LQFP-100',
  uomName: '个',
  uomPrecision: 0,
};
const demand = {
  plannedQty: 500,
  overIssuePct: 0,
  lines: [
    { ...chip, bomQty: 1, lossPct: 0.5, demandQty: 503, issuedQty: 201, pendingQty: 302 },
    {
      ...chip,
      materialId: '1716352000000400407',
      materialCode: 'EL-CN-DB15F',
      bomQty: 1,
      lossPct: 0.5,
      demandQty: 503,
      issuedQty: 503,
      pendingQty: 0,
    },
  ],
};
const candidate = (batchNo: string, expiryDate: string, suggestedQty: number) => ({
  batchNo,
  expiryDate,
  suggestedQty,
  locationId: '1716352000000401012',
  locationCode: 'E2-01-01',
});
// The suggestion's candidates are stock rows; the lines read only these fields of them.
const suggestion: SuggestedLine = {
  materialId: chip.materialId,
  rule: 'FEFO',
  shortQty: 0,
  candidates: [candidate('B20260918-IC02', '2028-09-02', 298), candidate('B20261105-001', '2028-10-11', 4)],
};

describe('生产发料 lines and rules (docs/design/scm-storage.md → 生产发料)', () => {
  const lines = linesFromDemand(demand, [suggestion]);

  it('fills what the order still waits for over the suggested batches, one line per batch', () => {
    expect(lines.map((l) => [l.materialCode, l.demandQty, l.issuedQty, l.qty, l.batchNo, l.suggestedBatchNo])).toEqual([
      ['EL-IC-F407', 503, 201, 298, 'B20260918-IC02', 'B20260918-IC02'],
      ['EL-IC-F407', 503, 201, 4, 'B20261105-001', 'B20261105-001'],
    ]);
  });

  it('leaves what no batch covers on a line without one', () => {
    const short = linesFromDemand(demand, [{ ...suggestion, shortQty: 2, candidates: [] }]);
    expect(short.map((l) => [l.qty, l.batchNo])).toEqual([[2, null]]);
  });

  it('holds a material’s lines together within 可发 (1018211)', () => {
    const [first, second] = lines as [IssueLine, IssueLine];
    expect(issueQtyProblem(first, lines)).toBeUndefined();
    const more = [{ ...first, qty: 300 }, second];
    expect(issueQtyProblem(second, more)).toBe('发料 304 超过可发 302（需求 503，已发 201，超发 0%）');
    expect(issueQtyProblem({ ...second, overIssuePct: 1 }, more)).toBeUndefined(); // 508 − 201 = 307
  });

  it('asks a reason for a batch other than the suggested one, not for the suggested one nor without an order', () => {
    const [first] = lines as [IssueLine];
    expect(issueReasonProblem(first)).toBeUndefined();
    const other = { ...first, batchNo: 'B20261105-001' };
    expect(issueReasonProblem(other)).toBe('未按先进先出（FEFO）选批，请填写原因');
    expect(issueReasonProblem({ ...other, reason: 'B20260918-IC02 留给返修订单' })).toBeUndefined();
    expect(issueReasonProblem({ ...other, suggestRule: 'NONE' })).toBeUndefined();
  });

  it('refuses the save with the rules at their cells, and sends exactly the contract’s lines', () => {
    const valid = {
      ...form.empty,
      workOrderId: '1716352000073000001',
      houseId: '1716352000000400802',
      bizDate: '2026-11-29',
      lines: [{ ...lines[0], batchNo: 'B20261105-001' }, lines[1]],
    };
    const refused = form.schema.safeParse(valid);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.reason', '未按先进先出（FEFO）选批，请填写原因'],
    ]);
    const missing = form.schema.safeParse({ ...form.empty, lines: [] });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['workOrderId', 'houseId', 'lines']),
    );
    const sent = form.schema.parse({ ...valid, lines: [{ ...valid.lines[0], reason: '留给返修订单' }, lines[1]] });
    expect(sent.lines).toEqual([
      {
        materialId: '1716352000000400405',
        qty: 298,
        batchNo: 'B20261105-001',
        locationId: '1716352000000401012',
        suggestedBatchNo: 'B20260918-IC02',
        reason: '留给返修订单',
      },
      {
        materialId: '1716352000000400405',
        qty: 4,
        batchNo: 'B20261105-001',
        locationId: '1716352000000401012',
        suggestedBatchNo: 'B20261105-001',
        reason: null,
      },
    ]);
  });
});
