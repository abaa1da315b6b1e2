import {
  PO_RETURN_SOURCE_TYPES,
  PO_RETURN_STATES,
  RETURN_COLUMNS,
  returnDetailItems,
  stateOptions,
  type PoReturnRow,
} from '@/entities/purchase-order';
import { poReceiveBack, poReceiveBackDelete, poReceiveBackOutbound, poReceiveBackSubmit } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';

const DRAFT = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/**
 * 退货管理 (docs/design/scm-purchase.md → 退货管理): returns to the supplier of goods rejected at inspection or found
 * wanting in stock. A draft is edited, submitted to the warehouse or deleted; the warehouse ships it out; once the
 * supplier replaced the goods or credited them it is closed with the result.
 */
export const ReturnListPage = defineCrudScreen(poReceiveBack, {
  noun: '退货单',
  columns: RETURN_COLUMNS,
  conditions: [
    'returnNo',
    'supplierName',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    'sourceNo',
    'orderNo',
    { key: 'sourceType', title: '来源', type: 'select', options: stateOptions(PO_RETURN_SOURCE_TYPES), multiple: true },
    { key: 'state', title: '状态', type: 'select', options: stateOptions(PO_RETURN_STATES), multiple: true },
    { key: 'createDate', title: '创建日期', type: 'dateRange' },
  ],
  // The form checks 退货数 against the source it picks (its on-hand, what other returns hold): a dialog of its own.
  editor: () => import('./ReturnForm').then((m) => m.ReturnForm),
  detail: { width: 'large', columns: 3, items: returnDetailItems },
  rowActions: [
    'detail',
    { kind: 'edit', when: DRAFT },
    {
      kind: 'call',
      action: 'submit',
      title: '提交',
      confirm: true,
      when: DRAFT,
      run: (row: PoReturnRow) => poReceiveBackSubmit({ body: { id: row.id } }),
      done: '已提交，等待仓库出库',
    },
    {
      kind: 'call',
      action: 'release',
      require: 'poReceiveBack:outbound',
      title: '出库',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'SUBMITTED' },
      run: (row: PoReturnRow) => poReceiveBackOutbound({ body: { id: row.id } }),
      done: '已出库',
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: { field: 'state', op: 'eq', value: 'SHIPPED_OUT' },
      load: () => import('./ReturnCloseDialog').then((m) => m.ReturnClosePanel),
    },
    deleteWhen(DRAFT, poReceiveBackDelete),
  ],
  // 删除 is a draft's only (above).
  status: false,
  table: { actionWidth: 200 },
});
