import dayjs from 'dayjs';
import type { MfgReportDailyListData, MfgReportDailyListVariables } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';

export type DailyRow = MfgReportDailyListData[number];
export type DailyQuery = MfgReportDailyListVariables['body'];

type Summed = Pick<DailyRow, 'planQty' | 'doneQty' | 'goodQty' | 'defectQty' | 'stopMinutes' | 'workHours'>;
export type DailyTotals = Summed & { achieveRate: number | null; passRate: number | null };

const SUMMED = ['planQty', 'doneQty', 'goodQty', 'defectQty', 'stopMinutes', 'workHours'] as const;

/** A share, null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** '96.6%' (one decimal), '—' for none. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

/** 达成率 = 完成数 / 计划数, 合格率 = 合格数 / 完成数. */
export const achieveRate = (r: Pick<DailyRow, 'doneQty' | 'planQty'>) => ratio(r.doneQty, r.planQty);
export const passRate = (r: Pick<DailyRow, 'goodQty' | 'doneQty'>) => ratio(r.goodQty, r.doneQty);

/** The totals row: each quantity summed; the rates recomputed from the sums (never an average of the rows' rates). */
export function dailyTotals(rows: readonly DailyRow[]): DailyTotals {
  const sums = Object.fromEntries(SUMMED.map((k) => [k, rows.reduce((sum, r) => sum + r[k], 0)])) as Summed;
  // Hours have one decimal: the float sum is rounded back to it.
  sums.workHours = Math.round(sums.workHours * 10) / 10;
  return { ...sums, achieveRate: achieveRate(sums), passRate: passRate(sums) };
}

/** The chart's series: each day's plan and output summed over lines and products, and its pass rate (%) from those sums. */
export function dailySeries(rows: readonly DailyRow[]) {
  const days = [...new Set(rows.map((r) => r.reportDate))].sort();
  const totals = days.map((day) => dailyTotals(rows.filter((r) => r.reportDate === day)));
  return {
    days,
    plan: totals.map((t) => t.planQty),
    done: totals.map((t) => t.doneQty),
    passRate: totals.map((t) => (t.passRate === null ? null : Math.round(t.passRate * 1000) / 10)),
  };
}

/** The default range: the last 7 days, today included. */
export function lastSevenDays(today = dayjs()): [string, string] {
  return [today.subtract(6, 'day').format(DATE_FORMAT.date), today.format(DATE_FORMAT.date)];
}

export interface DailyFilters {
  range: [string, string];
  deptId: string | null;
  lineId: string | null;
  materialId: string | null;
}

/** The list and export body: the range, and only the filters chosen. */
export function dailyQuery(f: DailyFilters): DailyQuery {
  return {
    startDate: f.range[0],
    endDate: f.range[1],
    ...(f.deptId ? { deptId: f.deptId } : {}),
    ...(f.lineId ? { lineId: f.lineId } : {}),
    ...(f.materialId ? { materialId: f.materialId } : {}),
  };
}
