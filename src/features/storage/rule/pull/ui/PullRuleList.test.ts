import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PullRuleList } from './PullRuleList';

const form = declaredForm(PullRuleList);
const sound = {
  materialId: '1716352000000400404',
  fromHouseId: '1716352000000400802',
  toHouseId: '1716352000000400806',
  toLocationId: '1716352000000401019',
  minQty: 4000,
  reorderQty: 6000,
  maxQty: 16000,
  fixedQty: 4000,
};
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('拉动规则 form rules', () => {
  it('starts as a kanban rule of fixed boxes, enabled, and sends a sound rule as typed', () => {
    expect(form.schema.parse({ ...form.empty, ...sound })).toEqual({
      ...sound,
      trigger: 'KANBAN',
      qtyMode: 'FIXED',
      leadTimeHours: 4,
      enabled: true,
      remark: null,
    });
  });

  it('says 最低 < 最高, the reorder point between and a box above 0 in Chinese', () => {
    expect(messages({ ...sound, minQty: 20000 })).toEqual(['maxQty: 最低库存 20000 须小于最高库存 16000']);
    expect(messages({ ...sound, reorderQty: 3000 })).toEqual([
      'reorderQty: 再订货点 3000 须在最低库存 4000 与最高库存 16000 之间',
    ]);
    expect(messages({ ...sound, fixedQty: null })).toEqual(['fixedQty: 补货方式为“固定批量”时，批量须大于 0']);
    expect(messages({ ...sound, qtyMode: 'UP_TO_MAX', fixedQty: null })).toBeUndefined();
  });
});
