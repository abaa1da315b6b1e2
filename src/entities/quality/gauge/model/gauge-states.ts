import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type QmGaugeRow = scmSchemas['schemas']['QmGauge'];
export type GaugeState = scmSchemas['schemas']['QmGaugeState'];

/** 量检具状态 (docs/design/scm-quality.md → 量检具). */
export const GAUGE_STATES: Record<GaugeState, { label: string; color: string }> = {
  IN_USE: { label: '在用', color: 'success' },
  PENDING_CALIBRATION: { label: '待校准', color: 'warning' },
  DISABLED: { label: '停用', color: 'default' },
  SCRAPPED: { label: '报废', color: 'default' },
};

export const GAUGE_STATE_OPTIONS: SearchOption[] = (Object.keys(GAUGE_STATES) as GaugeState[]).map((value) => ({
  value,
  title: GAUGE_STATES[value].label,
}));

/** Due within this many days: shown as due soon (a calibration to book). */
export const DUE_SOON_DAYS = 7;

type Due = Pick<QmGaugeRow, 'overdue' | 'daysToDue' | 'state'>;

/** How far 下次校准 is, from the server's count for today: '已超期 5 天', '今天到期', '4 天后到期', or nothing. */
export function dueText(gauge: Due): string {
  const days = gauge.daysToDue;
  if (gauge.state === 'SCRAPPED' || days === null || days === undefined) return '';
  if (gauge.overdue) return `已超期 ${Math.max(1, -days)} 天`;
  if (days === 0) return '今天到期';
  return days <= DUE_SOON_DAYS ? `${days} 天后到期` : '';
}

type Usable = Pick<QmGaugeRow, 'code' | 'name' | 'state' | 'overdue' | 'nextCalibrationDate'>;

/**
 * Why a gauge cannot measure in an inspection (nor be put back in use), or undefined when it can: past its
 * calibration (the server's 1017010 words), or stopped or scrapped.
 */
export function gaugeRefusal(gauge: Usable): string | undefined {
  const who = `量检具 ${gauge.code} ${gauge.name}`;
  if (gauge.state === 'SCRAPPED') return `${who}已报废，不能使用`;
  if (gauge.overdue) return `${who}已超过校准有效期（下次校准 ${gauge.nextCalibrationDate ?? '未登记'}），请先登记校准`;
  if (gauge.state === 'DISABLED') return `${who}已停用，不能用于检验`;
  return undefined;
}
