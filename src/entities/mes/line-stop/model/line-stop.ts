import type { MfgTaskStopPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type LineStop = MfgTaskStopPageData['rows'][number];
export type StopReason = LineStop['reasonType'];
export type StopState = LineStop['state'];

/** Why a line stops (MfgTaskStopReason). */
export const STOP_REASONS: Record<StopReason, string> = {
  EQUIPMENT_FAULT: '设备故障',
  MATERIAL_SHORTAGE: '缺料',
  QUALITY_ISSUE: '质量异常',
  CHANGEOVER: '换型',
  UNPLANNED_MAINTENANCE: '计划外维护',
  OTHER: '其他',
};
export const STOP_REASON_OPTIONS: readonly SearchOption[] = (Object.keys(STOP_REASONS) as StopReason[]).map(
  (reason) => ({ value: reason, title: STOP_REASONS[reason] }),
);

/** 停线中 → 已恢复 (恢复生产), or 已撤销 (a false report). */
export const STOP_STATES: Record<StopState, { label: string; badge: 'error' | 'success' | 'default' }> = {
  STOPPED: { label: '停线中', badge: 'error' },
  RESUMED: { label: '已恢复', badge: 'success' },
  CANCELLED: { label: '已撤销', badge: 'default' },
};
export const STOP_STATE_OPTIONS: readonly SearchOption[] = (Object.keys(STOP_STATES) as StopState[]).map((state) => ({
  value: state,
  title: STOP_STATES[state].label,
}));

/** A 'YYYY-MM-DD HH:mm:ss' of the server as epoch milliseconds (the factory's local time). */
export const epochOf = (time: string) => new Date(time.replace(' ', 'T')).getTime();

/** Whole minutes from `from` to `to` (epoch ms), never below zero: 实际停线时长 and 已超时 N 分钟. */
export const minutesBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 60_000));

/** '1 小时 47 分钟' / '25 分钟': a duration in minutes as people read it. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}
