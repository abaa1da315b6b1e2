import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PO_ORDER_STATES } from '@/entities/purchase-order';
import { poOrderDetailQueryOptions } from '@/shared/api';
import { EditableGrid } from '@/shared/ui/editable-grid';
import type { ChangeFormValues } from '../model/change-form';
import {
  CHANGE_LINE_COLUMNS,
  isChanged,
  orderGridLines,
  unchangeableReason,
  type ChangeGridLine,
} from '../model/change-lines';

interface ChangeLinesFieldProps {
  id: string;
  value: ChangeGridLine[];
  onChange: (lines: ChangeGridLine[]) => void;
}

/**
 * 变更明细: the chosen order's lines, its old 数量 / 单价 / 交期 beside the new ones a person types. The lines come with
 * the order (another order, other lines); a change being edited keeps what it asks. An order that cannot be changed
 * (a deep link to a closed one) is not taken: the order field says why.
 */
export function ChangeLinesField({ id, value, onChange }: ChangeLinesFieldProps) {
  const { control, setValue, setError } = useFormContext<ChangeFormValues>();
  const orderId = useWatch({ control, name: 'orderId' });
  const { submitCount } = useFormState({ control, name: 'lines' });
  const order = useQuery({ ...poOrderDetailQueryOptions({ query: { id: orderId } }), enabled: orderId !== '' });
  // The order whose lines the grid holds, and an edited change's lines until they are merged into its order's.
  const filled = useRef<string>(undefined);
  const asked = useRef(value);

  // Before the paint: the grid never shows the last order's lines under the new one.
  useLayoutEffect(() => {
    if (!orderId) {
      if (filled.current) onChange([]);
      filled.current = undefined;
      return;
    }
    if (!order.data || filled.current === orderId) return;
    filled.current = orderId;
    const refused = unchangeableReason(order.data);
    if (refused) {
      setValue('orderId', '');
      setError('orderId', { type: 'validate', message: refused });
      onChange([]);
      return;
    }
    onChange(orderGridLines(order.data, asked.current));
    asked.current = [];
  }, [orderId, order.data, onChange, setValue, setError]);

  if (!orderId) return <Typography.Text type="secondary">选择采购订单后，这里列出订单的明细</Typography.Text>;
  if (order.isError) return <Typography.Text type="danger">获取订单明细失败，请重新选择订单</Typography.Text>;
  if (!order.data || unchangeableReason(order.data)) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { supplierName, orderDate, state } = order.data;
  const changed = value.filter(isChanged).length;
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        供应商 {supplierName} · 下单日期 {orderDate} · {PO_ORDER_STATES[state].label} · 已修改 {changed}{' '}
        行（只提交修改过的行）
      </Typography.Paragraph>
      <EditableGrid<ChangeGridLine>
        id={id}
        label="变更明细"
        value={value}
        onChange={onChange}
        columns={CHANGE_LINE_COLUMNS}
        showAllErrors={submitCount > 0}
      />
    </>
  );
}
