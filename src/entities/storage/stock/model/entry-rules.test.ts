import { describe, expect, it } from 'vitest';
import {
  batchRequiredProblem,
  enterableQty,
  entryQtyProblem,
  expiryDateProblem,
  overEntryProblem,
} from './entry-rules';

describe('entry line rules (docs/design/scm-storage.md → Documents)', () => {
  it('数量 > 0 in the unit’s decimals', () => {
    expect(entryQtyProblem(0, { uomName: '个', uomPrecision: 0 })).toBe('数量须大于 0');
    expect(entryQtyProblem(-3, { uomName: '个', uomPrecision: 0 })).toBe('数量须大于 0');
    expect(entryQtyProblem(12.5, { uomName: '个', uomPrecision: 0 })).toBe('数量 12.5 超出单位“个”的小数位数 0');
    expect(entryQtyProblem(4052.812, { uomName: '千克', uomPrecision: 3 })).toBeUndefined();
    expect(entryQtyProblem(undefined, { uomName: '个', uomPrecision: 0 })).toBeUndefined();
  });

  it('a batch- or serial-tracked material needs a batch', () => {
    expect(batchRequiredProblem({ materialCode: 'EL-IC-F407', traceability: 'BATCH', batchNo: '' })).toBe(
      '物料 EL-IC-F407 按批次管理，须填写批次',
    );
    expect(batchRequiredProblem({ materialCode: 'SM-PCBA-750C', traceability: 'SERIAL', batchNo: null })).toBe(
      '物料 SM-PCBA-750C 按序列号管理，须填写批次',
    );
    expect(
      batchRequiredProblem({ materialCode: 'EL-IC-F407', traceability: 'BATCH', batchNo: 'B20241108-IC01' }),
    ).toBeUndefined();
    expect(batchRequiredProblem({ materialCode: 'EL-CN-DB15F', traceability: 'NONE', batchNo: '' })).toBeUndefined();
  });

  it('有效期至 not before 生产日期', () => {
    expect(expiryDateProblem('2026-11-20', '2026-11-19')).toBe('有效期至 早于 生产日期（2026-11-20）');
    expect(expiryDateProblem('2026-11-20', '2026-11-20')).toBeUndefined();
    expect(expiryDateProblem('', '2026-11-19')).toBeUndefined();
  });

  it('可入库 = 合格 − 已入库, never below 0, in the unit’s decimals', () => {
    expect(enterableQty({ goodQty: 258, enteredQty: 100, uomPrecision: 0 })).toBe(158);
    expect(enterableQty({ goodQty: 500, enteredQty: 310, uomPrecision: 0 })).toBe(190);
    expect(enterableQty({ goodQty: 300, enteredQty: 310, uomPrecision: 0 })).toBe(0);
    expect(enterableQty({ goodQty: 10.3, enteredQty: 10.1, uomPrecision: 1 })).toBe(0.2);
  });

  it('入库数量 above 可入库 is refused with the numbers (1018121)', () => {
    const order = { goodQty: 500, enteredQty: 310, uomPrecision: 0 };
    expect(overEntryProblem(200, order)).toBe('入库数量 200 超过可入库 190（合格 500，已入库 310）');
    expect(overEntryProblem(190, order)).toBeUndefined();
    expect(overEntryProblem(200, undefined)).toBeUndefined();
  });
});
