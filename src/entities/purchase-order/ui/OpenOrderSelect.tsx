import { poOrderPageQueryOptions, type PoOrderPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import type { PoOrderState } from '../model/states';

/** The states an order can still be changed in and asked to deliver otherwise (订单变更, AOD): 已审核 and 部分到货. */
export const OPEN_ORDER_STATES: readonly PoOrderState[] = ['APPROVED', 'PARTIAL'];

export interface OpenOrderSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

// The approved and partly received orders, the latest first (a plant has some dozens open at a time: one page).
const openOrders = {
  ...poOrderPageQueryOptions({
    body: {
      pageNo: 1,
      pageSize: 200,
      state: OPEN_ORDER_STATES.join(','),
      sortField: 'orderDate',
      sortOrder: 'descend',
    },
  }),
  select: (page: PoOrderPageData) => page.rows,
};

/** 采购订单: one of the approved or partly received orders by id, shown as '订单号 供应商'. */
export function OpenOrderSelect({ placeholder = '请选择采购订单', ...props }: OpenOrderSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={openOrders}
      // The server answers only these states; the select never offers another, whatever it is answered.
      filter={(order) => OPEN_ORDER_STATES.includes(order.state)}
      option={(order) => ({ value: order.id, label: `${order.orderNo} ${order.supplierName}` })}
      placeholder={placeholder}
    />
  );
}
