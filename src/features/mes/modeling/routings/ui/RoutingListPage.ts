import { mfgRoutingDelete, mfgRoutingDisable, mfgRoutingEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import {
  exportRoutings,
  type MfgRouting,
  routingColumns,
  routingConditions,
  routingSource,
} from '../model/routing-list';

const isDraft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/** 工艺路线 (§2.5 manufacture routing): routings by version; 详情 opens the step editor, 复制 makes a new version. */
export const RoutingListPage = defineListScreen({
  tableId: 'mes.mfgRouting',
  permissionPrefix: 'mfgRouting',
  source: routingSource,
  columns: routingColumns,
  conditions: routingConditions,
  table: { exportFile: exportRoutings, selection: 'checkbox' },
  form: () => import('./routing-form').then((m) => m.RoutingForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./RoutingEditorDrawer').then((m) => m.RoutingEditorDrawer),
    },
    { kind: 'edit', when: isDraft },
    {
      kind: 'panel',
      action: 'manage',
      title: '复制',
      require: 'mfgRouting:copy',
      load: () => import('./CopyRoutingDialog').then((m) => m.CopyRoutingDialog),
    },
    {
      kind: 'panel',
      action: 'setAsDefault',
      title: '绑定产品',
      require: 'mfgRouting:edit',
      load: () => import('./BindProductsDialog').then((m) => m.BindProductsDialog),
    },
    {
      kind: 'call',
      action: 'active',
      title: '生效',
      require: 'mfgRouting:enable',
      confirm: true,
      when: { field: 'state', op: 'in', value: ['DRAFT', 'INACTIVE'] },
      run: (r: MfgRouting) => mfgRoutingEnable({ body: { ids: [r.id] } }),
      done: '已生效',
    },
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      require: 'mfgRouting:disable',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'ACTIVE' },
      run: (r: MfgRouting) => mfgRoutingDisable({ body: { ids: [r.id] } }),
      done: '已停用',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: isDraft,
      run: (r: MfgRouting) => mfgRoutingDelete({ body: { ids: [r.id] } }),
      done: '已删除',
    },
  ],
});
