import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PartList } from './PartListPage';

const partForm = declaredForm(PartList);

const PROJECT = '1716352000006000001';
const emptyPart = (projId: string) => ({ ...partForm.empty, projId, makeBuy: 'BUY', partStatus: 'DESIGN' });

describe('the part form rules', () => {
  it('asks for the material and a quantity above zero', () => {
    const result = partForm.schema.safeParse({ ...emptyPart(PROJECT), qtyPerProduct: 0 });
    const paths = result.success ? [] : result.error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(['materialId', 'qtyPerProduct']);
    const missing = partForm.schema.safeParse(emptyPart(PROJECT));
    expect(missing.success ? [] : missing.error.issues.map((i) => i.message)).toContain('请选择物料');
  });

  it('refuses a drawing number with spaces and sends exactly the body', () => {
    const values = { ...emptyPart(PROJECT), materialId: '1716352000000400413', qtyPerProduct: 1 };
    expect(partForm.schema.safeParse({ ...values, drawingNo: 'SD750 PK' }).success).toBe(false);
    expect(partForm.schema.parse({ ...values, drawingNo: 'SD750-PK-001', drawingVersion: 'A' })).toEqual({
      projId: PROJECT,
      materialId: '1716352000000400413',
      qtyPerProduct: 1,
      makeBuy: 'BUY',
      partStatus: 'DESIGN',
      drawingNo: 'SD750-PK-001',
      drawingVersion: 'A',
    });
  });
});
