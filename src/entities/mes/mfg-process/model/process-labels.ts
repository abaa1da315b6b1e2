import type { MfgProcessPageData } from '@/shared/api';

export type MfgProcess = MfgProcessPageData['rows'][number];
export type ProcessType = MfgProcess['processType'];
export type TimeUnit = MfgProcess['timeUnit'];

export const PROCESS_TYPE_NAMES: Record<ProcessType, string> = {
  MACHINING: '加工',
  ASSEMBLY: '装配',
  INSPECTION: '检验',
  TEST: '测试',
  PACKING: '包装',
};
export const TIME_UNIT_NAMES: Record<TimeUnit, string> = { SEC: '秒/件', MIN: '分钟/件' };
export const INSPECT_MODE_NAMES: Record<'FIRST' | 'PATROL' | 'FULL', string> = {
  FIRST: '首检',
  PATROL: '巡检',
  FULL: '全检',
};
export const REPORT_MODE_NAMES: Record<MfgProcess['reportMode'], string> = { QTY: '按数量', SCAN: '按件扫码' };

/** Options of a select from a label map, in the map's order. */
export const optionsOf = <K extends string>(names: Record<K, string>) =>
  (Object.entries(names) as [K, string][]).map(([value, title]) => ({ value, title }));

/** A standard time in minutes per unit, whatever unit it is kept in. */
export const toMinutes = (time: number, unit: TimeUnit) => (unit === 'SEC' ? time / 60 : time);

/** '45 秒/件', '12.5 分钟/件'. */
export const formatStdTime = (time: number, unit: TimeUnit) => `${time} ${TIME_UNIT_NAMES[unit]}`;
export const stdTimeText = (p: Pick<MfgProcess, 'stdTime' | 'timeUnit'>) => formatStdTime(p.stdTime, p.timeUnit);

/** The selects' options of the label maps above. */
export const PROCESS_TYPE_OPTIONS = optionsOf(PROCESS_TYPE_NAMES);
export const TIME_UNIT_OPTIONS = optionsOf(TIME_UNIT_NAMES);
export const INSPECT_MODE_OPTIONS = optionsOf(INSPECT_MODE_NAMES);
export const REPORT_MODE_OPTIONS = optionsOf(REPORT_MODE_NAMES);
