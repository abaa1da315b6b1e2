import { Badge, type BadgeProps } from 'antd';
import type { opDbMigration } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import type { RowOf } from '@/shared/ui/crud-screen';

export type MigrationState = RowOf<typeof opDbMigration>['state'];

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
