import { ESW_OPERATORS, withUnit } from '@/entities/mes/esw';
import type { MfgEswWarnPageData } from '@/shared/api';

export type MfgEswWarn = MfgEswWarnPageData['rows'][number];

/** 状态: 未处理 → 已确认 (确认) → 已关闭 (关闭, with the result). */
export const WARN_STATES: Record<MfgEswWarn['state'], { label: string; badge: 'error' | 'processing' | 'default' }> = {
  OPEN: { label: '未处理', badge: 'error' },
  ACKED: { label: '已确认', badge: 'processing' },
  CLOSED: { label: '已关闭', badge: 'default' },
};
export const warnStateOptions = Object.entries(WARN_STATES).map(([value, { label }]) => ({ value, title: label }));

/** An unhandled severe warning stands out like an unread message. */
export const isUnreadSevere = (w: Pick<MfgEswWarn, 'state' | 'level'>) => w.state === 'OPEN' && w.level === 'SEVERE';

/** '87.5% < 90%': the value that fired against the rule's threshold. */
export const valueVsThreshold = (w: Pick<MfgEswWarn, 'metric' | 'operator' | 'value' | 'threshold'>) =>
  `${withUnit(w.metric, w.value)} ${ESW_OPERATORS[w.operator]} ${withUnit(w.metric, w.threshold)}`;
