import { Badge, type BadgeProps } from 'antd';
import { opDbMigrationPageSource, type OpDbMigrationPageData, type OpDbMigrationPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type Migration = OpDbMigrationPageData['rows'][number];
export type MigrationQuery = OpDbMigrationPageVariables['query'];
export type MigrationState = Migration['state'];

export const MIGRATION_STATES = [
  { title: '待执行', value: 'PENDING' },
  { title: '已执行', value: 'SUCCESS' },
  { title: '失败', value: 'FAILED' },
  { title: '已回滚', value: 'ROLLED_BACK' },
] as const satisfies readonly SearchOption[];

const STATE_STATUS: Record<MigrationState, NonNullable<BadgeProps['status']>> = {
  PENDING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
  ROLLED_BACK: 'default',
};

export function stateTag(state: MigrationState) {
  // A badge (dot and text), as the dictionary's statuses: the text keeps its AA contrast.
  return <Badge status={STATE_STATUS[state]} text={MIGRATION_STATES.find((s) => s.value === state)?.title ?? state} />;
}

/** A run's duration: milliseconds under a second, seconds (two decimals) under a minute, then minutes and seconds. */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  if (ms < 1000) return `${ms} 毫秒`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} 秒`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}

export const migrationColumns: ColumnConfig<Migration>[] = [
  { dataIndex: 'version', title: '版本号', example: '2026.11.24.1', hideAble: false, query: 'input', sorter: true },
  { dataIndex: 'description', title: '描述', width: 240, ellipsis: true },
  { dataIndex: 'script', title: '脚本', width: 220, ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'state',
    title: '状态',
    example: '已回滚',
    options: MIGRATION_STATES,
    filter: true,
    render: (state) => stateTag(state as MigrationState),
  },
  { dataIndex: 'executedAt', title: '执行时间', example: '2026-11-19 02:10:05', sorter: true },
  {
    dataIndex: 'durationMs',
    title: '耗时',
    example: '1 分 35 秒',
    align: 'right',
    render: (ms) => durationText(typeof ms === 'number' ? ms : null),
  },
  { dataIndex: 'executor', title: '执行人', example: 'wangqiang' },
  {
    dataIndex: 'rollbackable',
    title: '可回滚',
    example: '可回滚',
    render: (yes) => (yes ? '是' : '否'),
    hide: 'narrow',
  },
];

/** 'executedAt' is a range: executedAtFrom/executedAtTo (§7.10). */
export const migrationConditions: SearchCondition<(keyof MigrationQuery & string) | 'executedAt'>[] = [
  { key: 'version', title: '版本号', type: 'input' },
  { key: 'description', title: '描述', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: MIGRATION_STATES, multiple: true },
  { key: 'executedAt', title: '执行日期', type: 'dateRange' },
];

export const migrationSource = opDbMigrationPageSource;
