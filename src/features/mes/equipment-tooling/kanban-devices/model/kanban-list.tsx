import { Badge, Tag } from 'antd';
import type { LabelledOption } from '@/entities/mes/equipment';
import { type KanbanDevicePageData, kanbanDevicePageSource, type KanbanDevicePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type KanbanDevice = KanbanDevicePageData['rows'][number];
export type KanbanDeviceQuery = KanbanDevicePageVariables['body'];

export const KANBAN_CONTENTS: readonly LabelledOption<KanbanDevice['content']>[] = [
  { value: 'LINE', title: '产线看板', color: 'blue' },
  { value: 'WORKSHOP', title: '车间看板', color: 'geekblue' },
  { value: 'QUALITY', title: '质量看板', color: 'green' },
  { value: 'ANDON', title: '安灯看板', color: 'orange' },
];

const contentOf = (value: string) => KANBAN_CONTENTS.find((c) => c.value === value);

export const kanbanColumns: ColumnConfig<KanbanDevice>[] = [
  { dataIndex: 'code', title: '设备编码', width: 120, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '名称', width: 150, query: 'input' },
  {
    dataIndex: 'content',
    title: '显示内容',
    width: 110,
    options: KANBAN_CONTENTS,
    filter: true,
    render: (v) => <Tag color={contentOf(v as string)?.color}>{contentOf(v as string)?.title ?? String(v)}</Tag>,
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
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

export const kanbanConditions: SearchCondition<keyof KanbanDeviceQuery & string>[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '设备编码', type: 'input' },
  { key: 'content', title: '显示内容', type: 'select', options: KANBAN_CONTENTS, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const kanbanSource = kanbanDevicePageSource;
