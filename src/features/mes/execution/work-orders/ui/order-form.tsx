import type { MfgOrderRow } from '@/entities/mes/mfg-order';
import { mfgOrderAdd, mfgOrderEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyOrder,
  orderForm,
  orderFormSchema,
  orderFormValues,
  type OrderFormBody,
  type OrderFormValues,
} from '../model/order-form';
import { BomVersionSelect, LineSelect, ProductField, RoutingSelect } from './order-pickers';

/** 新增生产工单 / 编辑生产工单 (drafts only). */
export const OrderForm = defineRecordForm<MfgOrderRow, OrderFormValues, OrderFormBody>({
  noun: '生产工单',
  width: 800,
  schema: orderFormSchema,
  fields: (order) =>
    orderForm.fields({
      productId: ({ value, onChange, onBlur }) => (
        <ProductField
          id="productId"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          initialText={order && `${order.productCode} ${order.productName}`}
        />
      ),
      lineId: ({ value, onChange, onBlur }) => (
        <LineSelect id="lineId" value={value} onChange={onChange} onBlur={onBlur} />
      ),
      routingId: ({ value, onChange, onBlur }) => (
        <RoutingSelect id="routingId" value={value} onChange={onChange} onBlur={onBlur} />
      ),
      bomId: ({ value, onChange, onBlur }) => (
        <BomVersionSelect id="bomId" value={value} onChange={onChange} onBlur={onBlur} />
      ),
    }),
  empty: emptyOrder,
  values: orderFormValues,
  add: (body, options) => mfgOrderAdd({ body }, options),
  edit: (body, order, options) => mfgOrderEdit({ body: { ...body, id: order.id } }, options),
});
