import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PositionList } from './PositionListPage';

const form = declaredForm(PositionList);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('固定库位 form rules', () => {
  it('asks for the material and the location in Chinese', () => {
    expect(messages({})).toEqual(['materialId: 请选择物料', 'locationId: 请选择库位']);
  });

  it('sends the chosen material and location ids, the maximum, and an empty remark as null', () => {
    expect(form.schema.parse({ ...form.empty, materialId: 'M1', locationId: 'L1', maxQty: 300 })).toEqual({
      materialId: 'M1',
      locationId: 'L1',
      maxQty: 300,
      remark: null,
    });
  });
});
