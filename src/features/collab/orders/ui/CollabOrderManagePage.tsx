import { collabOrderColumns, collabOrderConditions } from '@/entities/collab/order';
import { collabOrder } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { SHIPPED, whenState } from '../model/order-actions';
import { ConfirmSelected } from './ConfirmSelected';

const panels = () => import('./order-panels');

/**
 * 订单管理 (供应链协同, the supplier's view): its customers' released orders, answered by state — 确认 (one or the
 * selected ones), 拒绝 with a reason, 回复交期 per line, 生成 ASN from what may ship, 打印标签 of its ASNs
 * (entities/asn) (docs/design/scm-purchase.md).
 * The action codes are the permissions' names (collabOrderManage:confirm…).
 */
export const CollabOrderManagePage = defineCrudScreen(collabOrder, {
  noun: '订单',
  columns: collabOrderColumns,
  conditions: collabOrderConditions,
  rowActions: [
    { kind: 'panel', action: 'detail', title: '详情', load: () => panels().then((m) => m.DetailPanel) },
    {
      kind: 'panel',
      action: 'confirm',
      title: '确认',
      when: whenState('confirm'),
      load: () => panels().then((m) => m.ConfirmPanel),
    },
    {
      kind: 'panel',
      action: 'reply',
      title: '回复交期',
      when: whenState('reply'),
      load: () => panels().then((m) => m.ReplyDatePanel),
    },
    {
      kind: 'panel',
      action: 'asn',
      title: '生成 ASN',
      when: whenState('asn'),
      load: () => panels().then((m) => m.AsnCreatePanel),
    },
    {
      kind: 'panel',
      action: 'print',
      title: '打印标签',
      when: SHIPPED,
      load: () => panels().then((m) => m.LabelsPanel),
    },
    {
      kind: 'panel',
      action: 'refuse',
      title: '拒绝',
      when: whenState('refuse'),
      load: () => panels().then((m) => m.RefusePanel),
    },
  ],
  table: {
    selection: 'checkbox',
    selectionActions: ({ rows, clear }) => <ConfirmSelected rows={rows} clear={clear} />,
  },
});
