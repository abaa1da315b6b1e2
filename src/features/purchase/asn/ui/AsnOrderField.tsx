import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AsnDetail } from '@/entities/asn';
import { PO_ORDER_STATES } from '@/entities/purchase-order';
import { SupplierSelect } from '@/entities/supplier';
import { poAsnOrderLinesQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { linesFromOrder, type AsnFormLine } from '../model/asn-lines';
import { OPEN_STATES, openOrdersQuery } from '../model/open-orders';

interface AsnOrderFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The draft edited: its supplier is where the choice starts. */
  record: AsnDetail | undefined;
}

/**
 * 供应商 → 采购订单: the supplier first, then one of its approved or partly received orders. Choosing an order fills
 * the lines with its lines that can still ship (the open quantity offered); another supplier clears both.
 */
export function AsnOrderField({ id, value, onChange, onBlur, record }: AsnOrderFieldProps) {
  const supplierInput = useId();
  const [supplierId, setSupplierId] = useState<string | null>(record?.supplierId ?? null);
  const { setValue, getValues } = useFormContext<{ orderId: string; lines: AsnFormLine[] }>();
  const queryClient = useQueryClient();

  const chooseOrder = async (orderId: string | null) => {
    onChange(orderId ?? '');
    if (!orderId) return setValue('lines', []);
    const orderLines = await queryClient.fetchQuery(poAsnOrderLinesQueryOptions({ query: { orderId } }));
    // Another order may have been chosen while these lines were on their way.
    if (getValues('orderId') === orderId) setValue('lines', linesFromOrder(orderLines));
  };

  return (
    <Flex gap={8}>
      <div style={{ flex: 1 }}>
        <label htmlFor={supplierInput} className="visually-hidden">
          供应商
        </label>
        <SupplierSelect
          id={supplierInput}
          value={supplierId}
          onChange={(next) => {
            setSupplierId(next);
            if (value) void chooseOrder(null);
          }}
        />
      </div>
      <div style={{ flex: 1 }}>
        <QuerySelect
          id={id}
          query={openOrdersQuery}
          filter={(order) => order.supplierId === supplierId && OPEN_STATES.includes(order.state)}
          option={(order) => ({
            value: order.id,
            label: `${order.orderNo}（${PO_ORDER_STATES[order.state].label}，${order.orderDate} 下单）`,
          })}
          value={value}
          onChange={(next) => void chooseOrder(next)}
          onBlur={onBlur}
          disabled={!supplierId}
          placeholder={supplierId ? '请选择采购订单' : '请先选择供应商'}
        />
      </div>
    </Flex>
  );
}
