import { describe, expect, it } from 'vitest';
import type { CollabOrderDetail, CollabOrderLine } from '@/entities/collab/order';
import { canReply, checkReply, daysLate, lateLines, replyBody, replyDateProblem, replyIsClean } from './reply-dates';

// PO-202611-0003 as 中电港 sees it (openapi/examples/scm/collabOrderDetail-datePending.yaml), 3 days early allowed.
const igbt: CollabOrderLine = {
  id: '1716352000000471301',
  lineNo: 1,
  materialCode: 'EL-IGBT-75A',
  materialName: 'IGBT 模块',
  uomName: '个',
  uomPrecision: 0,
  qty: 200,
  price: 268,
  amount: 53600,
  requiredDate: '2026-12-05',
  promisedDate: '2026-12-12',
  shippedQty: 0,
  receivedQty: 0,
  datePending: true,
};
const chips: CollabOrderLine = {
  ...igbt,
  id: '1716352000000471302',
  lineNo: 2,
  materialCode: 'EL-IC-F407',
  qty: 300,
  promisedDate: '2026-12-05',
  datePending: false,
};
const order = { id: '1716352000000470003', earlyDeliveryDays: 3, lines: [igbt, chips] } as CollabOrderDetail;

describe('回复交期', () => {
  it('allows up to the supplier’s early days before the required date, and sends the rest to AOD in the server’s words', () => {
    expect(replyDateProblem(chips, '2026-12-02', 3)).toBeUndefined();
    expect(replyDateProblem(chips, '2026-11-30', 3)).toBe(
      '第 2 行回复交期 2026-11-30 比要求交期 2026-12-05 提前 5 天，超过允许的 3 天，请提交 AOD 申请',
    );
  });
  it('marks a date later than required by how many days, and only lines still to ship take a reply', () => {
    expect(daysLate(igbt, '2026-12-12')).toBe(7);
    expect(daysLate(igbt, '2026-12-05')).toBe(0);
    expect(daysLate(igbt, undefined)).toBe(0);
    expect(lateLines(order.lines, { [igbt.id]: '2026-12-12', [chips.id]: '2026-12-04' })).toEqual([igbt]);
    expect(canReply({ ...chips, shippedQty: 300 })).toBe(false);
    expect(lateLines([{ ...igbt, shippedQty: 200 }], { [igbt.id]: '2026-12-12' })).toEqual([]);
  });
  it('asks for one date at least, and for a reason when a date is later than required', () => {
    expect(checkReply(order, {}, '')).toEqual({ lines: {}, form: '请至少为一行填写回复交期' });
    const late = checkReply(order, { [igbt.id]: '2026-12-09' }, ' ');
    expect(late).toEqual({ lines: {}, remark: '有行的回复交期晚于要求交期，请写明原因' });
    expect(replyIsClean(late)).toBe(false);
    expect(replyIsClean(checkReply(order, { [igbt.id]: '2026-12-09' }, '英飞凌排产顺延'))).toBe(true);
  });
  it('names each line refused by its id', () => {
    expect(checkReply(order, { [chips.id]: '2026-11-30' }, '').lines).toEqual({
      [chips.id]: '第 2 行回复交期 2026-11-30 比要求交期 2026-12-05 提前 5 天，超过允许的 3 天，请提交 AOD 申请',
    });
  });
  it('sends only the lines given a date, the remark trimmed or null', () => {
    expect(replyBody(order, { [chips.id]: '2026-12-04', [igbt.id]: '' }, '  ')).toEqual({
      id: '1716352000000470003',
      lines: [{ orderLineId: '1716352000000471302', promisedDate: '2026-12-04' }],
      remark: null,
    });
    expect(replyBody(order, { [igbt.id]: '2026-12-09' }, ' 顺延 ').remark).toBe('顺延');
  });
});
