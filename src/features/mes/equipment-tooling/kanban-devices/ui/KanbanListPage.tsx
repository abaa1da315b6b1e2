import { Badge, Tag } from 'antd';
import * as z from 'zod/mini';
import type { LabelledOption } from '@/entities/mes/equipment';
import { kanbanDevice, kanbanDeviceRestart } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { LinesPickField } from './LinesPickField';

const KANBAN_CONTENTS: readonly LabelledOption<'LINE' | 'WORKSHOP' | 'QUALITY' | 'ANDON'>[] = [
  { value: 'LINE', title: '产线看板', color: 'blue' },
  { value: 'WORKSHOP', title: '车间看板', color: 'geekblue' },
  { value: 'QUALITY', title: '质量看板', color: 'green' },
  { value: 'ANDON', title: '安灯看板', color: 'orange' },
];
const contentOf = (value: string) => KANBAN_CONTENTS.find((c) => c.value === value);

/** 看板设备 (issue 17): the TV/LED boards of the lines; 预览 opens the board, 重启 restarts an online one. */
export const KanbanListPage = defineCrudScreen(kanbanDevice, {
  noun: '看板设备',
  columns: [
    { dataIndex: 'code', title: '设备编码', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '名称', width: 150, query: 'input' },
    {
      dataIndex: 'content',
      title: '显示内容',
      width: 110,
      options: KANBAN_CONTENTS,
      filter: true,
      render: (_v, row) => (
        <Tag color={contentOf(row.content)?.color}>{contentOf(row.content)?.title ?? row.content}</Tag>
      ),
    },
    { dataIndex: 'lineNames', title: '绑定产线', width: 240, render: (_v, row) => row.lineNames.join('、') },
    {
      dataIndex: 'online',
      title: '在线状态',
      width: 100,
      render: (v) => (v ? <Badge status="success" text="在线" /> : <Badge status="default" text="离线" />),
    },
    { dataIndex: 'lastHeartbeat', title: '最后心跳', width: 170 },
    { dataIndex: 'interval', title: '轮播间隔（秒）', width: 120, align: 'right' },
    { dataIndex: 'status', title: '启用', width: 90, dict: 'common_status', filter: true },
    { dataIndex: 'location', title: '位置', width: 150, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'resolution', title: '分辨率', width: 110, hide: 'narrow' },
    'remark',
  ],
  conditions: ['name', 'code', 'content', 'status'],
  formWidth: 800,
  form: {
    code: {},
    name: {},
    location: {},
    resolution: { placeholder: '如 1920x1080' },
    content: { options: KANBAN_CONTENTS },
    interval: {},
    // Picked in the line selector; the edited row's line names are shown until the line list arrives.
    lineIds: {
      label: '绑定产线',
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.minLength(1, '请选择绑定产线')),
      render: (field, device) => (
        <LinesPickField
          {...field}
          knownNames={device && new Map(device.lineIds.map((lineId, i) => [lineId, device.lineNames[i] ?? lineId]))}
        />
      ),
    },
    remark: { kind: 'textarea', wide: true },
  },
  // A new board shows its line and turns a page every 10 s.
  empty: { content: 'LINE', interval: 10 },
  rowActions: [
    'edit',
    // The board's own page, in a new window (not a route of this app).
    {
      action: 'detail',
      title: '预览',
      onClick: (row) => window.open(row.previewUrl, '_blank', 'noopener,noreferrer'),
    },
    {
      kind: 'call',
      action: 'manage',
      require: 'kanbanDevice:edit',
      title: '重启',
      confirm: true,
      when: { field: 'online', op: 'eq', value: true },
      run: (row, options) => kanbanDeviceRestart({ body: { id: row.id } }, options),
      done: '已下发重启指令',
    },
  ],
});
