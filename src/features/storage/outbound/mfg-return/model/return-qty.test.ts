import { describe, expect, it } from 'vitest';
import {
  returnLocationProblem,
  returnQtyProblem,
  returnReasonProblem,
  returnState,
  type ReturnLine,
} from './return-lines';
import { overReturnProblem, returnableQty } from './return-qty';

// openapi/examples/scm/stMfgReturnSources.yaml: MO-20261123-001's connectors B20261126-001.
const connectors = { issuedQty: 46, consumedQty: 34, returnedQty: 0, uomPrecision: 0 };

describe('生产退料 figures and rules (docs/design/scm-storage.md → 生产退料)', () => {
  it('可退 = 已发 − 已耗用 − 已退, never below 0, in the unit’s decimals', () => {
    expect(returnableQty(connectors)).toBe(12);
    expect(returnableQty({ ...connectors, returnedQty: 12 })).toBe(0);
    expect(returnableQty({ ...connectors, consumedQty: 50 })).toBe(0);
    expect(returnableQty({ issuedQty: 12.5, consumedQty: 10.2, returnedQty: 0.1, uomPrecision: 3 })).toBe(2.2);
  });

  it('refuses above 可退 with 1018221’s numbers, the lines of one batch together', () => {
    expect(overReturnProblem(12, connectors)).toBeUndefined();
    expect(overReturnProblem(20, connectors)).toBe('退料 20 超过可退 12（已发 46，已耗用 34，已退 0）');
    const line: ReturnLine = {
      sourceId: '1716352000000571901',
      materialId: '1716352000000400407',
      batchNo: 'B20261126-001',
      qty: 10,
      returnType: 'SURPLUS',
      locationId: '1716352000000401009',
      reason: '',
      ...connectors,
    };
    const lines = [line, { ...line, qty: 3, returnType: 'DEFECT' }];
    expect(returnQtyProblem(line, lines)).toBe('退料 13 超过可退 12（已发 46，已耗用 34，已退 0）');
    expect(returnQtyProblem(line, [line, { ...line, qty: 2 }])).toBeUndefined();
  });

  it('sends 不良 to an isolation location with a reason, 余料 to an ordinary one in its own state', () => {
    const isolation = (id: string) => ({ E1: false, E3: true })[id as 'E1' | 'E3'];
    expect(returnLocationProblem({ returnType: 'DEFECT', locationId: 'E1' }, isolation)).toBe('不良退料须退到隔离库位');
    expect(returnLocationProblem({ returnType: 'DEFECT', locationId: 'E3' }, isolation)).toBeUndefined();
    expect(returnLocationProblem({ returnType: 'SURPLUS', locationId: 'E3' }, isolation)).toBe(
      '余料退回非隔离库位（不良才进隔离库位）',
    );
    expect(returnReasonProblem({ returnType: 'DEFECT', reason: ' ' })).toBe('不良退料请填写原因');
    expect(returnReasonProblem({ returnType: 'SURPLUS', reason: '' })).toBeUndefined();
    expect(returnState({ returnType: 'SURPLUS', sourceState: 'QUALIFIED' })).toBe('合格');
    expect(returnState({ returnType: 'DEFECT', sourceState: 'QUALIFIED' })).toBe('不合格');
  });
});
