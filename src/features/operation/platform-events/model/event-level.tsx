import { Badge, type BadgeProps } from 'antd';
import type { opEvent } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import type { RowOf } from '@/shared/ui/crud-screen';

type Level = RowOf<typeof opEvent>['level'];

export const EVENT_LEVELS = [
  { title: '信息', value: 'INFO' },
  { title: '警告', value: 'WARN' },
  { title: '错误', value: 'ERROR' },
] as const satisfies readonly SearchOption[];

const LEVEL_STATUS: Record<Level, NonNullable<BadgeProps['status']>> = {
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

export function levelTag(level: Level) {
  const title = EVENT_LEVELS.find((l) => l.value === level)?.title ?? level;
  // A badge (dot and text), as the dictionary's statuses: the text keeps its AA contrast.
  return <Badge status={LEVEL_STATUS[level]} text={title} />;
}
