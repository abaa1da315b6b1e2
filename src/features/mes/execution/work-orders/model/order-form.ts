import * as z from 'zod/mini';
import { type MfgOrderRow, optionsOf, PRIORITIES, SOURCE_TYPES } from '@/entities/mes/mfg-order';
import { mfgOrderAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 生产工单 add/edit form on the contract's MfgOrderForm; the pickers (product, line, routing, BOM) are rendered by the modal. */
export const orderForm = defineForm(mfgOrderAddBodyFacts, {
  code: { label: '工单号', placeholder: '留空则自动生成（MO-日期-流水号）' },
  productId: { label: '产品', kind: 'custom' },
  plannedQuantity: { label: '计划数量' },
  planStartDate: { label: '计划开始日期', kind: 'date' },
  planEndDate: { label: '计划结束日期', kind: 'date' },
  lineId: { label: '产线', kind: 'custom' },
  routingId: { label: '工艺路线', kind: 'custom' },
  bomId: { label: 'BOM 版本', kind: 'custom' },
  sourceType: { label: '来源', options: optionsOf(SOURCE_TYPES) },
  sourceCode: { label: '销售订单号' },
  priority: { label: '优先级', options: optionsOf(PRIORITIES) },
  customerName: { label: '客户' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** The rules the contract cannot say: the plan ends on or after its start, and a sales order names its number. */
export const orderFormSchema = orderForm.schema.check(
  z.refine((o) => !o.planStartDate || !o.planEndDate || o.planEndDate >= o.planStartDate, {
    message: '计划结束日期不能早于计划开始日期',
    path: ['planEndDate'],
  }),
  z.refine((o) => o.sourceType !== 'SALES_ORDER' || o.sourceCode !== null, {
    message: '来源为销售订单时请输入销售订单号',
    path: ['sourceCode'],
  }),
);

export type OrderFormValues = typeof orderForm.empty;
export type OrderFormBody = z.output<typeof orderFormSchema>;

/** A new order: made by hand, normal priority. */
export const emptyOrder: OrderFormValues = { ...orderForm.empty, sourceType: 'MANUAL', priority: 'NORMAL' };

export function orderFormValues(o: MfgOrderRow): OrderFormValues {
  return {
    code: o.code,
    productId: o.productId,
    plannedQuantity: o.plannedQuantity,
    planStartDate: o.planStartDate,
    planEndDate: o.planEndDate,
    lineId: o.lineId,
    routingId: o.routingId,
    bomId: o.bomId,
    sourceType: o.sourceType,
    sourceCode: o.sourceCode ?? '',
    priority: o.priority,
    customerName: o.customerName ?? '',
    remark: o.remark ?? '',
  };
}
