import { mfgRouting, mfgRoutingDisable, mfgRoutingEnable } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { ROUTING_STATES, routingStateBadge } from '../model/routing-state';

const isDraft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/** 工艺路线 (product.md §2.5 manufacture routing): routings by version; 详情 opens the step editor, 复制 makes a new version. */
export const RoutingListPage = defineCrudScreen(mfgRouting, {
  noun: '工艺路线',
  columns: [
    { dataIndex: 'code', title: '工艺路线编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '工艺路线名称', width: 170, query: 'input' },
    { dataIndex: 'productCodes', title: '适用产品', width: 150 },
    { dataIndex: 'version', title: '版本', width: 80 },
    { dataIndex: 'state', title: '状态', width: 90, render: (_, routing) => routingStateBadge(routing.state) },
    { dataIndex: 'stepCount', title: '工序数', width: 80, align: 'right' },
    { dataIndex: 'totalStdMinutes', title: '总标准工时（分钟/件）', width: 170, align: 'right' },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: [
    'name',
    'code',
    {
      key: 'state',
      title: '状态',
      type: 'select',
      options: Object.entries(ROUTING_STATES).map(([value, s]) => ({ value, title: s.text })),
      multiple: true,
    },
  ],
  // The header of a draft; its steps are edited in the routing editor.
  form: {
    code: { placeholder: '如 RT-SD750-B' },
    name: {},
    version: { placeholder: '如 V1.0' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { version: 'V1.0' },
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
      run: (r) => mfgRoutingEnable({ body: { ids: [r.id] } }),
      done: '已生效',
    },
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      require: 'mfgRouting:disable',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'ACTIVE' },
      run: (r) => mfgRoutingDisable({ body: { ids: [r.id] } }),
      done: '已停用',
    },
    { kind: 'delete', when: isDraft },
  ],
  // The state is the routing's own (生效/停用 above); 删除 only a draft.
  status: false,
  table: { selection: 'checkbox' },
});
