import { mfgOrderPageQueryOptions, type MfgOrderPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

type WorkOrderState = MfgOrderPageData['rows'][number]['status'];

/** 生产发料 goes to mes's released and running orders; 生产退料 also comes back from finished ones (余料 at 完工). */
export const ISSUE_ORDER_STATES: readonly WorkOrderState[] = ['RELEASED', 'IN_PROGRESS'];
export const RETURN_ORDER_STATES: readonly WorkOrderState[] = ['RELEASED', 'IN_PROGRESS', 'FINISHED'];

const ordersIn = (states: readonly WorkOrderState[]) => ({
  ...mfgOrderPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: states.join(',') } }),
  select: (page: MfgOrderPageData) => page.rows,
});

export interface WorkOrderSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The order states offered (default: released and running). */
  states?: readonly WorkOrderState[];
}

/**
 * 工单: mes's orders in the given states (openapi/mes.yaml, mfgOrderPage), shown as '工单号 产品 数量'; the mock answers
 * every state, the same filter keeps the ones asked for.
 */
export function WorkOrderSelect({ states = ISSUE_ORDER_STATES, placeholder, ...props }: WorkOrderSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={ordersIn(states)}
      filter={(order) => states.includes(order.status)}
      option={(order) => ({
        value: order.id,
        label: `${order.code} ${order.productName} ${order.plannedQuantity}${order.unitName}`,
      })}
      placeholder={placeholder ?? '请选择工单'}
    />
  );
}
