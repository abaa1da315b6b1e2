import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import type { MfgLine } from '../model/mfg-lines';
import { MfgEntryListPage } from './MfgEntryListPage';

const form = declaredForm(MfgEntryListPage);

/** MO-20261125-003 picked: 合格 258, 已入库 100 (docs/design/scm-storage.md → 生产入库). */
const motors: MfgLine = {
  workOrderId: '1716352000073000003',
  batchNo: '',
  locationId: '1716352000000401041',
  qty: 158,
  remark: '',
  workOrderNo: 'MO-20261125-003',
  materialCode: 'FG-SM80-750',
  materialName: '伺服电机',
  uomName: '台',
  uomPrecision: 0,
  goodQty: 258,
  enteredQty: 100,
};
const valid = { ...form.empty, houseId: '1716352000000400804', bizDate: '2026-11-29', remark: '', lines: [motors] };

const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('生产入库 form rules', () => {
  it('sends the order, batch (empty: the server’s), location and quantity only', () => {
    const result = form.schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.lines).toEqual([
      { workOrderId: '1716352000073000003', batchNo: null, locationId: '1716352000000401041', qty: 158, remark: null },
    ]);
  });

  it('refuses a quantity above 可入库 with the numbers, 0 and a fraction of a 台', () => {
    expect(messages({ lines: [{ ...motors, qty: 200 }] })).toEqual({
      'lines.0.qty': '入库数量 200 超过可入库 158（合格 258，已入库 100）',
    });
    expect(messages({ lines: [{ ...motors, qty: 0 }] })['lines.0.qty']).toBe('数量须大于 0');
    expect(messages({ lines: [{ ...motors, qty: 1.5 }] })['lines.0.qty']).toContain('只能是整数');
  });

  it('asks for the warehouse, the date and a line with its order', () => {
    expect(messages({ houseId: '', lines: form.empty.lines })).toMatchObject({
      houseId: '请选择仓库',
      'lines.0.workOrderId': '请选择工单',
    });
  });
});
