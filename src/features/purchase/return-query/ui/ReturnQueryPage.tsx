import {
  PO_RETURN_SOURCE_TYPES,
  PO_RETURN_STATES,
  RETURN_COLUMNS,
  returnDetailItems,
  stateOptions,
} from '@/entities/purchase-order';
import { poReceiveBack } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * 退货查询: the returns read-only (its own table and permissions, `poReceiveBackQuery:*`), by supplier, material,
 * source, state and the date made, with 导出 of the selected rows or the conditions.
 */
export const ReturnQueryPage = defineCrudScreen(poReceiveBack, {
  noun: '退货单',
  columns: RETURN_COLUMNS.map((column) =>
    column.dataIndex === 'outboundTime' || column.dataIndex === 'closeReason' ? { ...column, hide: 'narrow' } : column,
  ),
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
  detail: { width: 'large', columns: 3, items: returnDetailItems },
  rowActions: ['detail'],
  // Read-only: no 删除 either.
  status: false,
  table: { selection: 'checkbox' },
});
