import type { PmWorkbenchMyRioPageData, PmWorkbenchMyTaskPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type MyTask = PmWorkbenchMyTaskPageData['rows'][number];
export type MyRio = PmWorkbenchMyRioPageData['rows'][number];
type BadgeStatus = 'success' | 'processing' | 'default' | 'error' | 'warning';

export interface StateOption<V extends string> extends SearchOption {
  value: V;
  badge: BadgeStatus;
  /** The state's colour in charts (antd's palette, readable on white). */
  color: string;
}

/** 任务状态 (the contract's PmWorkbenchTaskState). */
export const TASK_STATES: readonly StateOption<MyTask['taskState']>[] = [
  { value: 'NOT_STARTED', title: '未开始', badge: 'default', color: '#8c8c8c' },
  { value: 'IN_PROGRESS', title: '进行中', badge: 'processing', color: '#1677ff' },
  { value: 'PAUSED', title: '暂停', badge: 'warning', color: '#d48806' },
  { value: 'DONE', title: '已完成', badge: 'success', color: '#389e0d' },
];

/** What 我的任务 lists first: what is still to do. */
export const OPEN_TASK_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'PAUSED'] as const;

/** RIO 类型: risks, issues and opportunities (the contract's rioType). */
export const RIO_TYPES: readonly StateOption<MyRio['rioType']>[] = [
  { value: 'RISK', title: '风险', badge: 'warning', color: '#d48806' },
  { value: 'ISSUE', title: '问题', badge: 'error', color: '#cf1322' },
  { value: 'OPPORTUNITY', title: '机会', badge: 'success', color: '#389e0d' },
];

export const RIO_STATES: readonly StateOption<MyRio['rioState']>[] = [
  { value: 'OPEN', title: '待处理', badge: 'default', color: '#8c8c8c' },
  { value: 'IN_PROGRESS', title: '处理中', badge: 'processing', color: '#1677ff' },
  { value: 'CLOSED', title: '已关闭', badge: 'success', color: '#389e0d' },
];

export const OPEN_RIO_STATES = ['OPEN', 'IN_PROGRESS'] as const;

export const RIO_LEVELS: readonly SearchOption[] = [
  { value: 'H', title: '高' },
  { value: 'M', title: '中' },
  { value: 'L', title: '低' },
];

export const YES_NO: readonly SearchOption[] = [
  { value: 'true', title: '是' },
  { value: 'false', title: '否' },
];

/** The option of a value, or a stand-in that shows the raw value (a state the contract added later). */
export function optionOf(options: readonly StateOption<string>[], value: string): StateOption<string> {
  return options.find((o) => o.value === value) ?? { value, title: value, badge: 'default', color: '#8c8c8c' };
}

export const levelTitle = (level: string) => RIO_LEVELS.find((l) => l.value === level)?.title ?? level;
