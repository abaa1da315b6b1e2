import { mfgOrderPageQueryOptions, type MfgOrderPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

type WorkOrder = MfgOrderPageData['rows'][number];

/** The work orders material may go to: mes's released and running ones (生产发料, 生产退料). */
const ISSUABLE: readonly WorkOrder['status'][] = ['RELEASED', 'IN_PROGRESS'];
const workOrders = {
  ...mfgOrderPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: ISSUABLE.join(',') } }),
  select: (page: MfgOrderPageData) => page.rows,
};

export interface WorkOrderSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/**
 * 工单: mes's 已下达 and 生产中 orders (openapi/mes.yaml, mfgOrderPage), shown as '工单号 产品 数量'; the mock answers
 * every state, the same filter keeps the issuable ones.
 */
export function WorkOrderSelect({ placeholder = '请选择已下达或生产中的工单', ...props }: WorkOrderSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={workOrders}
      filter={(order) => ISSUABLE.includes(order.status)}
      option={(order) => ({
        value: order.id,
        label: `${order.code} ${order.productName} ${order.plannedQuantity}${order.unitName}`,
      })}
      placeholder={placeholder}
    />
  );
}
