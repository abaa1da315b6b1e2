import { describe, expect, it } from 'vitest';
import type { PoOrderLine } from '@/entities/purchase-order';
import { changeEmpty, changeSchema, type ChangeFormValues } from './change-form';
import { fromOrderLine, orderGridLines, unchangeableReason, type ChangeGridLine } from './change-lines';

// PO-202611-0009 (中电港, 部分到货): connectors 3000 of 5000 arrived, the IGBT not yet.
const connectors: PoOrderLine = {
  id: '1716352000000471901',
  lineNo: 1,
  materialId: '1716352000000400407',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  specification: 'DB15 母头 焊线式',
  uomName: '个',
  uomPrecision: 0,
  qty: 5000,
  price: 3.2,
  amount: 16000,
  requiredDate: '2026-12-02',
  promisedDate: '2026-11-30',
  shippedQty: 3500,
  receivedQty: 3000,
  stockedQty: 2800,
  returnedQty: 0,
  state: 'PARTIAL',
  remark: null,
};
const igbt: PoOrderLine = {
  ...connectors,
  id: '1716352000000471902',
  lineNo: 2,
  materialId: '1716352000000400406',
  materialCode: 'EL-IGBT-75A',
  materialName: 'IGBT 模块',
  qty: 100,
  price: 268,
  amount: 26800,
  requiredDate: '2026-12-05',
  shippedQty: 0,
  receivedQty: 0,
  stockedQty: 0,
  state: 'OPEN',
};
const order = { lines: [connectors, igbt] };

const values = (lines: ChangeGridLine[], reason = ' 客户 SD-750 追加订单 '): ChangeFormValues => ({
  orderId: '1716352000000470009',
  lines,
  reason,
});
const [line1, line2] = orderGridLines(order) as [ChangeGridLine, ChangeGridLine];

const messages = (form: ChangeFormValues) => {
  const result = changeSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('订单变更 form', () => {
  it("starts the grid from the order's open lines, new = old, and keeps what a change being edited asks", () => {
    expect(line1).toEqual({
      orderLineId: '1716352000000471901',
      lineNo: 1,
      materialCode: 'EL-CN-DB15F',
      materialName: '连接器',
      uomName: '个',
      uomPrecision: 0,
      receivedQty: 3000,
      oldQty: 5000,
      oldPrice: 3.2,
      oldDate: '2026-12-02',
      newQty: 5000,
      newPrice: 3.2,
      newDate: '2026-12-02',
    });
    const asked = { ...fromOrderLine(igbt), newDate: '2026-12-12' };
    expect(orderGridLines(order, [asked])).toEqual([line1, asked]);
    // A closed line is no longer changed; a change's line the order does not list stays in the edit.
    const elsewhere = { ...asked, orderLineId: '1716352000000471301' };
    expect(orderGridLines({ lines: [connectors, { ...igbt, state: 'CLOSED' }] }, [elsewhere])).toEqual([
      line1,
      elsewhere,
    ]);
  });

  it('sends only the lines a person changed, the reason trimmed', () => {
    expect(changeSchema.parse(values([{ ...line1, newQty: 6000 }, line2]))).toEqual({
      orderId: '1716352000000470009',
      reason: '客户 SD-750 追加订单',
      lines: [{ orderLineId: '1716352000000471901', newQty: 6000, newPrice: 3.2, newDate: '2026-12-02' }],
    });
    expect(changeSchema.parse(values([line1, { ...line2, newPrice: 255, newDate: '2026-12-12' }])).lines).toEqual([
      { orderLineId: '1716352000000471902', newQty: 100, newPrice: 255, newDate: '2026-12-12' },
    ]);
  });

  it('asks for an order, a changed line and a reason', () => {
    expect(messages(changeEmpty())).toEqual([
      ['orderId', '请选择采购订单'],
      ['lines', '请至少修改一行的数量、单价或交期'],
      ['reason', '请输入变更原因'],
    ]);
    expect(messages(values([line1, line2]))).toEqual([['lines', '请至少修改一行的数量、单价或交期']]);
  });

  it('refuses a new quantity below what arrived, with the numbers, and one with more decimals than its unit', () => {
    expect(messages(values([{ ...line1, newQty: 2500 }, line2]))).toEqual([['lines.0.newQty', '2500 小于已到货 3000']]);
    // Down to what arrived is a change: the rest is no longer expected.
    expect(messages(values([{ ...line1, newQty: 3000 }, line2]))).toEqual([]);
    expect(messages(values([line1, { ...line2, newQty: 120.5 }]))).toEqual([
      ['lines.1.newQty', '单位“个”的新数量只能是整数'],
    ]);
  });

  it("refuses an emptied cell with the contract's messages", () => {
    expect(messages(values([{ ...line1, newQty: null, newPrice: -1, newDate: '' }, line2]))).toEqual([
      ['lines.0.newQty', '请输入新数量'],
      ['lines.0.newPrice', '新单价不能小于 0'],
      ['lines.0.newDate', '请输入新交期'],
    ]);
  });

  it('says why an order cannot be changed', () => {
    expect(unchangeableReason({ orderNo: 'PO-202611-0009', state: 'PARTIAL' })).toBeUndefined();
    expect(unchangeableReason({ orderNo: 'PO-202611-0003', state: 'APPROVED' })).toBeUndefined();
    expect(unchangeableReason({ orderNo: 'PO-202611-0006', state: 'CLOSED' })).toBe(
      '订单 PO-202611-0006 已关闭，不能变更',
    );
    expect(unchangeableReason({ orderNo: 'PO-202611-0008', state: 'CANCELLED' })).toBe(
      '订单 PO-202611-0008 已取消，不能变更',
    );
    expect(unchangeableReason({ orderNo: 'PO-202611-0005', state: 'RECEIVED' })).toBe(
      '订单 PO-202611-0005 已全部到货，不能变更',
    );
    expect(unchangeableReason({ orderNo: 'PO-202611-0002', state: 'PENDING' })).toBe(
      '订单 PO-202611-0002 尚未审核（待审核），审核后才能变更',
    );
  });
});
