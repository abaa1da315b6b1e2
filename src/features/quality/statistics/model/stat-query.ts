import dayjs from 'dayjs';
import type { QmStatisticsQueryData, QmStatisticsQueryVariables } from '@/shared/api';

export type StatBody = QmStatisticsQueryVariables['body'];
export type StatGroupBy = StatBody['groupBy'];
export type Statistics = QmStatisticsQueryData;
export type StatRow = Statistics['rows'][number];

export interface StatForm {
  /** 判定日期 from–to, YYYY-MM-DD. */
  range: [string, string];
  groupBy: StatGroupBy;
  supplierId: string | null;
  materialId: string | null;
}

export const GROUP_BY_OPTIONS: { value: StatGroupBy; label: string }[] = [
  { value: 'SUPPLIER', label: '供应商' },
  { value: 'MATERIAL', label: '物料' },
  { value: 'MONTH', label: '月份' },
];

export const MAX_MONTHS = 24;

/** From the first of this month to today. */
export function currentMonth(today = dayjs()): [string, string] {
  return [today.startOf('month').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')];
}

export const initialStatForm = (today = dayjs()): StatForm => ({
  range: currentMonth(today),
  groupBy: 'SUPPLIER',
  supplierId: null,
  materialId: null,
});

/** Why the period cannot be sent (the server refuses more than 24 months with 1017302), or null. */
export function rangeProblem([from, to]: readonly [string, string], months = MAX_MONTHS): string | null {
  const start = dayjs(from);
  const end = dayjs(to);
  if (!start.isValid() || !end.isValid()) return '请选择判定日期区间';
  if (end.isBefore(start, 'day')) return '结束日期不能早于开始日期';
  // 2024-12-01 – 2026-11-30 is 24 months; one day more is not.
  if (!end.isBefore(start.add(months, 'month'), 'day')) return `统计区间不能超过 ${months} 个月`;
  return null;
}

export const statBody = (form: StatForm): StatBody => ({
  dateFrom: form.range[0],
  dateTo: form.range[1],
  groupBy: form.groupBy,
  supplierId: form.supplierId,
  materialId: form.materialId,
});

/** A rate in percent with one decimal ("60.0 %"); empty without a value. */
export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `${value.toFixed(1)} %`;

/** PPM with one decimal; empty for a row without lots counted in pieces. */
export const ppmText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(1);

/** A quantity in its unit ("3,540 个"); empty when the row mixes units. */
export const qtyText = (value: number | null | undefined, uom: string | null | undefined) =>
  value === null || value === undefined
    ? ''
    : `${value.toLocaleString('zh-CN', { maximumFractionDigits: 6 })}${uom ? ` ${uom}` : ''}`;
