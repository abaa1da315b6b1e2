import { Badge } from 'antd';
import {
  sysTerminalExport,
  sysTerminalPageSource,
  type SysTerminalPageData,
  type SysTerminalPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type SysTerminal = SysTerminalPageData['rows'][number];
export type SysTerminalQuery = SysTerminalPageVariables['body'];

export const TERMINAL_TYPES = [
  { title: '手持终端', value: 'PDA' },
  { title: '工位 HMI', value: 'HMI' },
  { title: '看板大屏', value: 'KANBAN' },
] as const;

export const typeTitle = (value: string) => TERMINAL_TYPES.find((t) => t.value === value)?.title ?? value;

/** 在线/离线 as the server judges it from the heartbeat. */
export const onlineBadge = (online: boolean) => (
  <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />
);

const TYPE_OPTIONS = TERMINAL_TYPES.map(({ title, value }) => ({ title, value }));

export const terminalColumns: ColumnConfig<SysTerminal>[] = [
  { dataIndex: 'code', title: '终端编码', example: 'HMI-ZZ01-05', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '名称', example: '总装一线 整机总装工位', query: 'input' },
  { dataIndex: 'type', title: '类型', options: TYPE_OPTIONS, render: (_v, row) => typeTitle(row.type) },
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
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
];

export const terminalConditions: SearchCondition<keyof SysTerminalQuery & string>[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '终端编码', type: 'input' },
  { key: 'type', title: '类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
  {
    key: 'online',
    title: '在线状态',
    type: 'select',
    options: [
      { title: '在线', value: '1' },
      { title: '离线', value: '0' },
    ],
  },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const terminalSource = sysTerminalPageSource;

export const exportTerminals: ExportFile<SysTerminalQuery> = (request) => sysTerminalExport({ body: request });
