import { Flex, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { orderTotals } from '@/entities/purchase-order';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import type { OrderFormValues, OrderLine } from '../model/order-lines';

/** One total under the grid: its label and its figure (a test finds it by name). */
function Total({ name, label, value, strong }: { name: string; label: string; value: string; strong?: boolean }) {
  return (
    <Typography.Text>
      {label}{' '}
      <Typography.Text strong={strong} data-testid={`po-total-${name}`}>
        {value}
      </Typography.Text>
    </Typography.Text>
  );
}

/**
 * Under the lines, as the buyer types: 数量 (the lines' quantities in the most decimals a line's unit has), 不含税金额,
 * 税额 at the header's 税率 (2 decimals) and 价税合计 in the header's currency.
 */
export function OrderLinesSummary({ lines }: { lines: readonly OrderLine[] }) {
  const taxRate = useWatch<OrderFormValues, 'taxRate'>({ name: 'taxRate' });
  const currency = useWatch<OrderFormValues, 'currency'>({ name: 'currency' });
  const totals = orderTotals(lines, taxRate);
  const places = Math.max(0, ...lines.map((line) => line.uomPrecision ?? 0));
  return (
    <Flex justify="end" gap={24} wrap style={{ marginTop: 8 }} role="group" aria-label="订单合计">
      <Total name="qty" label="数量" value={formatNumber(totals.qty, places)} />
      <Total name="amount" label="不含税金额" value={formatMoney(totals.amount)} />
      <Total name="tax" label={`税额（${taxRate ?? 0}%）`} value={formatMoney(totals.tax)} />
      <Total
        name="total"
        label="价税合计"
        value={`${formatMoney(totals.total)}${currency ? ` ${currency}` : ''}`}
        strong
      />
    </Flex>
  );
}
