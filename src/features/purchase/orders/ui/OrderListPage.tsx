import * as z from 'zod/mini';
import {
  PO_ORDER_COLUMNS,
  PO_ORDER_STATES,
  stateOptions,
  type PoOrderRow,
  type PoOrderState,
} from '@/entities/purchase-order';
import { Access } from '@/entities/permission';
import { SupplierSelect } from '@/entities/supplier';
import { UserSelect } from '@/entities/user';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { workflowSubmitAction } from '@/entities/workflow';
import { poOrder, poOrderRevoke, poOrderSubmit } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { ImportButton } from '@/shared/ui/import-flow';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import {
  duplicateMaterial,
  lineOfOrder,
  ORDER_LINE_COLUMNS,
  requiredDateProblem,
  type OrderLine,
} from '../model/order-lines';
import { OrderLinesSummary } from './OrderLinesSummary';
import { useOrderLineColumns } from './use-order-line-columns';

const inStates = (...states: PoOrderState[]): RowCondition<PoOrderRow> => ({ field: 'state', op: 'in', value: states });

/** 编辑 / 删除 / 提交 while the buyer still holds the order: a draft, or one sent back. */
const EDITABLE = inStates('DRAFT', 'REJECTED');
/** 打印 once the order has gone out of the buyer's drafts. */
const PRINTABLE = inStates('PENDING', 'APPROVED', 'PARTIAL', 'RECEIVED', 'CLOSED', 'REJECTED', 'CANCELLED');

const TAX_RATES = [13, 9, 6, 0].map((rate) => ({ value: rate, title: `${rate}%` }));

/**
 * The lines on the grid: the columns bound to the chosen supplier's scope and the header's date, the same material
 * twice warned, the totals at the header's rate under them. The grid's lines also hold the material they show
 * (ShownMaterial), which the form's type of a line, the contract's, does not name.
 */
const ORDER_LINES: LinesConfig<OrderLine> = {
  columns: ORDER_LINE_COLUMNS,
  useColumns: useOrderLineColumns,
  lineRule: duplicateMaterial,
  summary: (lines) => <OrderLinesSummary lines={lines} />,
};

/**
 * 采购订单 (docs/design/scm-purchase.md → 采购订单): the orders with their 到货进度 and the earliest date still due; an
 * order is a header and its lines on the grid (from the supplier's scope), edited while a draft or rejected,
 * submitted through the workflow (PO_ORDER), revoked while pending, changed once approved (订单变更), closed with a
 * reason when partly received, cancelled with a reason while nothing arrived, printed once out of the drafts.
 * 导入 takes order lines from the template (bizType poOrder): the product.md §4.3 check, then the import.
 */
export const OrderListPage = defineCrudScreen(poOrder, {
  noun: '采购订单',
  columns: [...PO_ORDER_COLUMNS, 'updateTime'],
  conditions: [
    'orderNo',
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'state', title: '状态', type: 'select', options: stateOptions(PO_ORDER_STATES), multiple: true },
    { key: 'orderDate', title: '下单日期', type: 'dateRange' },
    { key: 'overdue', title: '只看逾期', type: 'select', options: [{ value: 'true', title: '是' }] },
  ],
  editFrom: 'detail',
  editTitle: (order) => `编辑采购订单：${order.orderNo}`,
  formWidth: 1200,
  form: {
    supplierId: { label: '供应商', kind: 'custom', render: (field) => <SupplierSelect {...field} /> },
    buyerId: { label: '采购员', kind: 'custom', render: (field) => <UserSelect {...field} /> },
    orderDate: { kind: 'date' },
    currency: { label: '币种', kind: 'select', dict: 'currency' },
    taxRate: { label: '税率', kind: 'select', options: TAX_RATES },
    houseId: { label: '收货仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    lines: {
      label: '采购明细',
      wide: true,
      lines: withShownFields(ORDER_LINES),
      value: (order) => order.lines.map(lineOfOrder),
    },
    remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '交货、包装、质量要求等' },
  },
  // A new order: today, in 人民币 at the 13 % VAT, with one line to fill.
  empty: () => ({ orderDate: formatDate(new Date()), currency: 'CNY', taxRate: 13 }),
  // 要求交期 ≥ 下单日期 on save, at each line's cell (the grid says it as the dates are typed).
  checks: [
    z.superRefine((order, context) => {
      order.lines.forEach((line, index) => {
        const message = requiredDateProblem(line.requiredDate, order.orderDate);
        if (message)
          context.issues.push({
            code: 'custom',
            message,
            path: ['lines', index, 'requiredDate'],
            input: line,
            continue: true,
          });
      });
    }),
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./OrderDetailPanel').then((m) => m.OrderDetailPanel),
    },
    { kind: 'edit', when: EDITABLE },
    workflowSubmitAction('PO_ORDER', poOrderSubmit, { when: EDITABLE }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: inStates('PENDING'),
      run: (row, options) => poOrderRevoke({ body: { id: row.id } }, options),
      done: '已撤回，订单回到草稿',
    },
    {
      kind: 'link',
      action: 'change',
      title: '变更',
      when: inStates('APPROVED', 'PARTIAL'),
      to: (row) => `/purchase/order/change?orderId=${row.id}`,
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: inStates('PARTIAL'),
      load: () => import('./OrderReasonDialogs').then((m) => m.CloseOrderDialog),
    },
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: [inStates('APPROVED'), { field: 'qtyReceived', op: 'eq', value: 0 }],
      load: () => import('./OrderReasonDialogs').then((m) => m.CancelOrderDialog),
    },
    {
      kind: 'panel',
      action: 'print',
      title: '打印',
      when: PRINTABLE,
      load: () => import('./OrderPrintPanel').then((m) => m.OrderPrintPanel),
    },
    { kind: 'delete', when: EDITABLE },
  ],
  // 删除 is a draft's or a rejected order's (above), not every row's.
  status: false,
  toolbar: ({ refetch }) => (
    <Access require="poOrderManage:import">
      <ImportButton bizType="poOrder" onImported={() => void refetch()} />
    </Access>
  ),
  table: { selection: 'checkbox' },
});
