import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { SupplierList } from './SupplierListPage';

const supplierForm = declaredForm(SupplierList);

const PROJECT = '1716352000006000001';
const emptySupplier = (projId: string) => ({
  ...supplierForm.empty,
  projId,
  ppapLevel: 3,
  ppapState: 'NOT_STARTED',
});
const valid = {
  ...emptySupplier(PROJECT),
  supplierName: '东莞立讯精密连接器有限公司',
  category: '电子元器件',
  commodity: '信号连接器',
};

describe('the supplier form rules', () => {
  it('asks for name, category and commodity; the PPAP level is 1–5', () => {
    const result = supplierForm.schema.safeParse(emptySupplier(PROJECT));
    const paths = result.success ? [] : result.error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(['supplierName', 'category', 'commodity']);
    expect(supplierForm.schema.safeParse({ ...valid, ppapLevel: 6 }).success).toBe(false);
  });

  it('sends exactly the body', () => {
    expect(supplierForm.schema.parse({ ...valid, contactPhone: '13800138021' })).toEqual({
      projId: PROJECT,
      supplierName: '东莞立讯精密连接器有限公司',
      category: '电子元器件',
      commodity: '信号连接器',
      contactName: null,
      contactPhone: '13800138021',
      ppapLevel: 3,
      ppapState: 'NOT_STARTED',
    });
  });
});
