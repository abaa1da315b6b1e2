import { describe, expect, it } from 'vitest';
import { inScope, scopeProblem } from './scope-check';

// 中电港's scope as the master data names it (legacy ids, openapi/examples/scm/mdSupplierScopePage.yaml).
const scope = [
  { materialId: '1716352000000450105', materialCode: 'EL-IC-F407', materialName: '主控芯片' },
  { materialId: '1716352000000450107', materialCode: 'EL-CN-DB15F', materialName: '连接器' },
];
const connectors = { materialId: '1716352000000400407', materialCode: 'EL-CN-DB15F', materialName: '连接器' };
const profile = { materialId: '1716352000000400401', materialCode: 'RM-AL-0001', materialName: '6063 铝型材' };

describe('the supplier’s scope', () => {
  it('holds a material picked from it by id, and the record’s own material by its code', () => {
    expect(inScope(scope, '1716352000000450105')).toBe(true);
    expect(inScope(scope, connectors.materialId, connectors)).toBe(true);
    expect(inScope(scope, connectors.materialId)).toBe(false);
    expect(inScope(scope, profile.materialId, profile)).toBe(false);
  });
  it('refuses a material outside it in the server’s words when the supplier and material are known', () => {
    expect(scopeProblem({ rows: scope, totalRows: 2 }, profile.materialId, profile, '亚太轻合金')).toBe(
      '物料 RM-AL-0001 不在供应商亚太轻合金的供货范围内',
    );
    expect(scopeProblem({ rows: scope, totalRows: 2 }, '1716352000000400402', profile, undefined)).toBe(
      '所选物料不在所选供应商的供货范围内',
    );
    expect(scopeProblem({ rows: scope, totalRows: 2 }, connectors.materialId, connectors, '中电港')).toBeUndefined();
  });
  it('leaves a scope larger than the page read to the server', () => {
    expect(scopeProblem({ rows: scope, totalRows: 240 }, profile.materialId, profile, '亚太轻合金')).toBeUndefined();
  });
});
