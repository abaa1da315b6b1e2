import { Badge } from 'antd';
import * as z from 'zod/mini';
import { LineSelect } from '@/entities/production-line';
import { sysTerminal, sysTerminalUnbind } from '@/shared/api';
import { optionalPattern, requiredPattern } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const TYPES = [
  { title: '手持终端', value: 'PDA' },
  { title: '工位 HMI', value: 'HMI' },
  { title: '看板大屏', value: 'KANBAN' },
];
const typeTitle = (value: string) => TYPES.find((t) => t.value === value)?.title ?? value;

/** 在线/离线 as the server judges it from the heartbeat. */
const onlineBadge = (online: boolean) => (
  <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />
);

const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
const IPV4 = /^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

/**
 * 终端: handhelds, station HMIs and kanban screens; a device registers itself later by its MAC (sent in upper case,
 * as devices report it), and 解绑 lets it register again.
 */
export const TerminalListPage = defineCrudScreen(sysTerminal, {
  noun: '终端',
  columns: [
    { dataIndex: 'code', title: '终端编码', example: 'HMI-ZZ01-05', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '名称', example: '总装一线 整机总装工位', query: 'input' },
    { dataIndex: 'type', title: '类型', options: TYPES, render: (_v, row) => typeTitle(row.type) },
    {
      dataIndex: 'lineName',
      title: '绑定产线',
      example: '机加一线（数控车）',
      render: (_v, row) => (row.lineCode ? `${row.lineCode} ${row.lineName ?? ''}` : '—'),
    },
    { dataIndex: 'location', title: '工位/位置', example: 'GX-050 整机总装', ellipsis: true },
    { dataIndex: 'model', title: '品牌型号', example: '研华 TPC-1551T', hide: 'narrow' },
    { dataIndex: 'mac', title: 'MAC 地址', example: '00:0B:AB:5C:21:7F', hide: 'narrow' },
    { dataIndex: 'ip', title: 'IP 地址', example: '10.20.11.105', hide: true },
    { dataIndex: 'serialNo', title: '序列号', example: 'TPC1551T2507A015', hide: true },
    { dataIndex: 'online', title: '在线状态', render: (_v, row) => onlineBadge(row.online) },
    { dataIndex: 'bound', title: '设备绑定', render: (_v, row) => (row.bound ? '已绑定' : '未绑定'), hide: 'narrow' },
    { dataIndex: 'lastOnlineTime', title: '最后在线', example: '2026-01-01 00:00:00' },
    'status',
  ],
  conditions: [
    'name',
    'code',
    'type',
    {
      key: 'online',
      title: '在线状态',
      type: 'select',
      options: [
        { title: '在线', value: '1' },
        { title: '离线', value: '0' },
      ],
    },
    'status',
  ],
  formColumns: 2,
  formWidth: 760,
  form: {
    code: { placeholder: '如 HMI-ZZ01-05' },
    name: { placeholder: '如 总装一线 整机总装工位' },
    type: { options: TYPES },
    model: { placeholder: '如 研华 TPC-1551T' },
    serialNo: {},
    mac: {
      placeholder: '如 00:1A:2B:3C:4D:5E',
      rule: z.pipe(
        requiredPattern('MAC 地址', 17, MAC, 'MAC 地址应为 6 组两位十六进制数，以冒号分隔，如 00:1A:2B:3C:4D:5E'),
        z.transform((mac: string) => mac.toUpperCase()),
      ),
    },
    ip: {
      placeholder: '如 10.20.11.105',
      rule: optionalPattern('IP 地址', 15, IPV4, 'IP 地址应为 4 段 0–255 的数字，如 10.20.11.105'),
    },
    // The line and station say where it works.
    lineId: {
      label: '绑定产线',
      kind: 'custom',
      render: (field) => <LineSelect {...field} placeholder="不绑定产线（如仓库手持）" />,
    },
    location: { label: '绑定工位/位置', placeholder: '如 GX-050 整机总装、原料仓收货区' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  detail: {
    width: 'default',
    columns: 2,
    items: (terminal, renderDict) => [
      'code',
      'name',
      { label: '类型', value: typeTitle(terminal.type) },
      'model',
      'serialNo',
      'mac',
      'ip',
      { label: '绑定产线', value: terminal.lineCode && `${terminal.lineCode} ${terminal.lineName ?? ''}` },
      { label: '绑定工位/位置', value: terminal.location },
      { label: '在线状态', value: onlineBadge(terminal.online) },
      { label: '最后在线时间', value: terminal.lastOnlineTime },
      { label: '设备绑定', value: terminal.bound ? `已绑定（${terminal.bindTime ?? ''}）` : '未绑定，可重新注册' },
      { label: '状态', value: renderDict('common_status', terminal.status), span: 2 },
      { label: '备注', value: terminal.remark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    'edit',
    {
      kind: 'call',
      action: 'manage',
      require: 'sysTerminal:edit',
      title: '解绑',
      confirm: true,
      danger: true,
      when: { field: 'bound', op: 'eq', value: true },
      run: (row, options) => sysTerminalUnbind({ body: { id: row.id } }, options),
      done: '已解绑，设备可重新注册',
    },
  ],
  table: { selection: 'checkbox' },
});
