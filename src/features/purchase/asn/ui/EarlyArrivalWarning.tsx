import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useWatch } from 'react-hook-form';
import { mdSupplierConfigGetQueryOptions } from '@/shared/api';
import type { AsnFormLine } from '../model/asn-lines';
import { earlyArrivals } from '../model/early-arrival';
import { openOrdersQuery } from '../model/open-orders';

/** Under the lines: the lines 预计到货 is too early for, given the supplier's 允许提前天数 (a warning; the save goes on). */
export function EarlyArrivalWarning({ lines }: { lines: readonly AsnFormLine[] }) {
  const [orderId, expectedDate] = useWatch<{ orderId: string; expectedDate: string }>({
    name: ['orderId', 'expectedDate'],
  });
  const orders = useQuery(openOrdersQuery);
  const supplierId = orders.data?.find((order) => order.id === orderId)?.supplierId ?? '';
  const config = useQuery({
    ...mdSupplierConfigGetQueryOptions({ query: { supplierId } }),
    enabled: Boolean(supplierId),
  });
  const days = config.data?.earlyDeliveryDays;
  if (days === undefined) return null;
  const early = earlyArrivals(lines, expectedDate ?? '', days);
  if (early.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 8 }}
      title={`预计到货 ${expectedDate} 早于供应商允许的提前到货（提前 ${days} 天）：收货时将拒收，除非该行的 AOD 提前交货申请已批准`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {early.map((line) => (
            <li key={line.row}>
              第 {line.row + 1} 行 {line.materialCode}：{line.dueTitle} {line.due}，最早 {line.earliest} 到货
            </li>
          ))}
        </ul>
      }
    />
  );
}
