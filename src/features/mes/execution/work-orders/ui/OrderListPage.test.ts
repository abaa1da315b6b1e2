import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { declaredForm } from '@/shared/ui/crud-screen';
import { OrderListPage } from './OrderListPage';

const { empty: emptyOrder, schema: orderFormSchema } = declaredForm(OrderListPage);

const filled = {
  ...emptyOrder,
  productId: '1716352000000400411',
  plannedQuantity: 200,
  planStartDate: '2026-11-30',
  planEndDate: '2026-12-02',
  lineId: '1716352000000001003',
  routingId: '1716352000071000101',
  bomId: '1716352000071000201',
};

function issues(value: unknown): [PropertyKey[], string][] {
  const result = z.safeParse(orderFormSchema, value);
  return result.success ? [] : result.error.issues.map((i) => [i.path, i.message]);
}

describe('orderFormSchema', () => {
  it('asks for the product, quantity, dates, line, routing and BOM in Chinese', () => {
    expect(issues(emptyOrder).map(([, message]) => message)).toEqual([
      '请选择产品',
      '请输入计划数量',
      '请输入计划开始日期',
      '请输入计划结束日期',
      '请选择产线',
      '请选择工艺路线',
      '请选择BOM 版本',
    ]);
  });
  it('sends exactly the contract body, empty optional fields as null', () => {
    expect(z.parse(orderFormSchema, filled)).toEqual({
      code: null,
      productId: '1716352000000400411',
      plannedQuantity: 200,
      planStartDate: '2026-11-30',
      planEndDate: '2026-12-02',
      lineId: '1716352000000001003',
      routingId: '1716352000071000101',
      bomId: '1716352000071000201',
      sourceType: 'MANUAL',
      sourceCode: null,
      priority: 'NORMAL',
      customerName: null,
      remark: null,
    });
  });
  it('refuses an end before the start, on the end date; the same day is fine', () => {
    expect(issues({ ...filled, planEndDate: '2026-11-29' })).toEqual([
      [['planEndDate'], '计划结束日期不能早于计划开始日期'],
    ]);
    expect(issues({ ...filled, planEndDate: '2026-11-30' })).toEqual([]);
  });
  it('asks a sales-order order for its number', () => {
    expect(issues({ ...filled, sourceType: 'SALES_ORDER' })).toEqual([
      [['sourceCode'], '来源为销售订单时请输入销售订单号'],
    ]);
  });
  it('refuses a quantity of zero', () => {
    expect(issues({ ...filled, plannedQuantity: 0 }).map(([path]) => path)).toEqual([['plannedQuantity']]);
  });
});
