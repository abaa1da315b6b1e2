import type { MfgOrderRow } from '@/entities/mes/mfg-order';
import { mfgOrderDelete } from '@/shared/api';
import { defineListScreen, type RowActionSpec } from '@/shared/ui/crud-screen';
import { exportOrders, orderColumns, orderConditions, orderSource } from '../model/order-list';
import { transitionWhen } from '../model/order-transitions';

const DRAFT = { field: 'status', op: 'eq', value: 'DRAFT' } as const;
const panels = () => import('./transition-panels');

/** The row actions follow the state machine (order-transitions.ts): each shows only in the states it leaves from. */
export const orderRowActions: RowActionSpec<MfgOrderRow>[] = [
  {
    kind: 'panel',
    action: 'detail',
    title: '详情',
    load: () => import('./OrderDetailDrawer').then((m) => m.OrderDetailDrawer),
  },
  { kind: 'edit', when: DRAFT },
  {
    kind: 'panel',
    action: 'release',
    title: '下达',
    require: 'mfgOrder:release',
    when: transitionWhen('release'),
    load: () => panels().then((m) => m.ReleasePanel),
  },
  {
    kind: 'panel',
    action: 'start',
    title: '开工',
    require: 'mfgOrder:start',
    when: transitionWhen('start'),
    load: () => panels().then((m) => m.StartPanel),
  },
  {
    kind: 'panel',
    action: 'finish',
    title: '完工',
    require: 'mfgOrder:finish',
    when: transitionWhen('finish'),
    load: () => panels().then((m) => m.FinishPanel),
  },
  {
    kind: 'panel',
    action: 'close',
    title: '关闭',
    require: 'mfgOrder:close',
    when: transitionWhen('close'),
    load: () => panels().then((m) => m.ClosePanel),
  },
  {
    kind: 'panel',
    action: 'cancel',
    title: '取消',
    require: 'mfgOrder:cancel',
    when: transitionWhen('cancel'),
    load: () => panels().then((m) => m.CancelPanel),
  },
  {
    kind: 'call',
    action: 'delete',
    title: '删除',
    danger: true,
    confirm: true,
    when: DRAFT,
    run: (row) => mfgOrderDelete({ body: { ids: [row.id] } }),
    done: '已删除',
  },
];

/** 生产工单 (§2.5 manufacture): work orders from draft to closed; 下达 makes one task per routing step. */
export const OrderListPage = defineListScreen({
  tableId: 'mes.mfgOrder',
  permissionPrefix: 'mfgOrder',
  source: orderSource,
  columns: orderColumns,
  conditions: orderConditions,
  table: { exportFile: exportOrders, selection: 'checkbox', actionWidth: 200 },
  form: () => import('./order-form').then((m) => m.OrderForm),
  rowActions: orderRowActions,
});
