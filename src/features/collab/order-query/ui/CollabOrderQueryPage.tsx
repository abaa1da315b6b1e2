import { collabOrderColumns, collabOrderConditions } from '@/entities/collab/order';
import { collabOrder } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * 订单查询 (供应链协同): the same orders as 订单管理, read-only, with 导出 (the selected orders, or the conditions; one
 * Excel row per order line). Its own table layout: the registry key scm.collabOrderQuery.
 */
export const CollabOrderQueryPage = defineCrudScreen(collabOrder, {
  noun: '订单',
  columns: collabOrderColumns,
  conditions: collabOrderConditions,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DetailPanel').then((m) => m.DetailPanel),
    },
  ],
  table: { selection: 'checkbox' },
});
