import type { MfgEquipPageData, MfgPlannedDowntimeListData } from '@/shared/api';

export type Equip = MfgEquipPageData['rows'][number];
export type PlannedDowntime = MfgPlannedDowntimeListData[number];

/** A choice of the contract's enums: its label, and the antd colour a tag shows it in. */
export interface LabelledOption<V extends string> {
  value: V;
  title: string;
  color?: string;
}

export const EQUIP_TYPES: readonly LabelledOption<Equip['typeCode']>[] = [
  { value: 'SMT', title: '贴片机' },
  { value: 'REFLOW', title: '回流焊炉' },
  { value: 'CNC', title: '数控车床' },
  { value: 'VMC', title: '加工中心' },
  { value: 'AGING', title: '老化设备' },
  { value: 'TORQUE', title: '拧紧设备' },
  { value: 'TEST', title: '测试设备' },
  { value: 'OTHER', title: '其他' },
];

export const EQUIP_STATES: readonly LabelledOption<Equip['state']>[] = [
  { value: 'RUNNING', title: '运行', color: 'success' },
  { value: 'STANDBY', title: '待机', color: 'processing' },
  { value: 'FAULT', title: '故障', color: 'error' },
  { value: 'REPAIR', title: '维修中', color: 'warning' },
  { value: 'STOPPED', title: '停用', color: 'default' },
  { value: 'SCRAPPED', title: '报废', color: 'default' },
];

export const DOWNTIME_TYPES: readonly LabelledOption<PlannedDowntime['type']>[] = [
  { value: 'MAINTAIN', title: '计划保养', color: 'blue' },
  { value: 'CHANGEOVER', title: '换型', color: 'purple' },
  { value: 'HOLIDAY', title: '节假日停产', color: 'gold' },
  { value: 'RETROFIT', title: '设备改造', color: 'cyan' },
  { value: 'OTHER', title: '其他', color: 'default' },
];

export const DOWNTIME_STATUSES: readonly LabelledOption<PlannedDowntime['status']>[] = [
  { value: 'PLANNED', title: '计划中', color: 'processing' },
  { value: 'RUNNING', title: '进行中', color: 'warning' },
  { value: 'DONE', title: '已完成', color: 'success' },
  { value: 'CANCELLED', title: '已取消', color: 'default' },
];

/** The option of a value (undefined for a value the contract added since). */
export function optionOf<V extends string>(
  options: readonly LabelledOption<V>[],
  value: V | null | undefined,
): LabelledOption<V> | undefined {
  return options.find((o) => o.value === value);
}

/** What a downtime stops: its line or its equipment, as 'ZZ-01 总装一线'. */
export function downtimeTarget(d: Pick<PlannedDowntime, 'lineCode' | 'lineName' | 'equipCode' | 'equipName'>): string {
  if (d.lineCode) return `${d.lineCode} ${d.lineName ?? ''}`.trim();
  return `${d.equipCode ?? ''} ${d.equipName ?? ''}`.trim();
}
