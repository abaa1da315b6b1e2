import { Badge, type BadgeProps } from 'antd';
import { opEventExport, opEventPageSource, type OpEventPageData, type OpEventPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type PlatformEvent = OpEventPageData['rows'][number];
export type PlatformEventQuery = OpEventPageVariables['query'];

export const EVENT_LEVELS = [
  { title: '信息', value: 'INFO' },
  { title: '警告', value: 'WARN' },
  { title: '错误', value: 'ERROR' },
] as const satisfies readonly SearchOption[];

const LEVEL_STATUS: Record<PlatformEvent['level'], NonNullable<BadgeProps['status']>> = {
  INFO: 'processing',
  WARN: 'warning',
  ERROR: 'error',
};

/** The services that report platform events (the contract's `source`). */
export const EVENT_SOURCES: readonly SearchOption[] = [
  { title: '网关 bos-gateway', value: 'bos-gateway' },
  { title: '认证 bos-auth', value: 'bos-auth' },
  { title: '制造执行 mes-service', value: 'mes-service' },
  { title: '供应链 scm-service', value: 'scm-service' },
  { title: '定时任务 scheduler', value: 'scheduler' },
  { title: '文件服务 file-service', value: 'file-service' },
];

export function levelTag(level: PlatformEvent['level']) {
  const title = EVENT_LEVELS.find((l) => l.value === level)?.title ?? level;
  // A badge (dot and text), as the dictionary's statuses: the text keeps its AA contrast.
  return <Badge status={LEVEL_STATUS[level]} text={title} />;
}

export const eventColumns: ColumnConfig<PlatformEvent>[] = [
  { dataIndex: 'occurredAt', title: '发生时间', example: '2026-11-25 10:42:17', hideAble: false, sorter: true },
  {
    dataIndex: 'level',
    title: '级别',
    example: '警告',
    options: EVENT_LEVELS,
    filter: true,
    render: (level) => levelTag(level as PlatformEvent['level']),
  },
  { dataIndex: 'source', title: '来源', example: 'file-service' },
  { dataIndex: 'eventType', title: '事件类型', example: 'TENANT_LICENCE_RENEWED', ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'tenantName',
    title: '租户',
    example: '苏州精工制造',
    render: (tenant) => (typeof tenant === 'string' ? tenant : '平台'),
  },
  { dataIndex: 'message', title: '消息', width: 360, ellipsis: true },
  { dataIndex: 'traceId', title: '链路 ID', example: '7f3c9a1e5b2d4c68', hide: true },
];

/** 'occurredAt' is a range: occurredAtFrom/occurredAtTo (§7.10). */
export const eventConditions: SearchCondition<(keyof PlatformEventQuery & string) | 'occurredAt'>[] = [
  { key: 'occurredAt', title: '发生日期', type: 'dateRange' },
  { key: 'level', title: '级别', type: 'select', options: EVENT_LEVELS, multiple: true },
  { key: 'source', title: '来源', type: 'select', options: EVENT_SOURCES, multiple: true },
  { key: 'eventType', title: '事件类型', type: 'input' },
  { key: 'tenantName', title: '租户', type: 'input' },
  { key: 'message', title: '消息', type: 'input' },
];

export const eventSource = opEventPageSource;

/** The selected events' ids, otherwise the current conditions (§5). */
export const exportEvents: ExportFile<PlatformEventQuery> = (request) => opEventExport({ body: request });
