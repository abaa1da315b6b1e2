import dayjs from 'dayjs';
import type { LarBody, MeasurementBody, ParetoBody } from './diagram-types';

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** 柏拉图: this month. */
export const initialPareto = (today = dayjs()): ParetoBody => ({
  dateFrom: day(today.startOf('month')),
  dateTo: day(today),
  supplierId: null,
  materialId: null,
  defectClass: null,
});

/** LAR 趋势: this month and the five before, by month. */
export const initialLar = (today = dayjs()): LarBody => ({
  dateFrom: day(today.subtract(5, 'month').startOf('month')),
  dateTo: day(today),
  granularity: 'MONTH',
  supplierId: null,
  materialId: null,
});

/** 控制图: the conditions as chosen; the check item and the material have no default. */
export interface MeasurementForm {
  itemId: string | null;
  materialId: string | null;
  supplierId: string | null;
  range: [string, string];
  subgroupSize: number;
}

/** This month and the two before, subgroups of 4. */
export const initialMeasurementForm = (today = dayjs()): MeasurementForm => ({
  itemId: null,
  materialId: null,
  supplierId: null,
  range: [day(today.subtract(2, 'month').startOf('month')), day(today)],
  subgroupSize: 4,
});

export const ITEM_AND_MATERIAL_REQUIRED = '请选择检验项目和物料';

/** The query the control chart sends, or why it cannot be sent yet. */
export function measurementBody(form: MeasurementForm): MeasurementBody | { problem: string } {
  if (!form.itemId || !form.materialId) return { problem: ITEM_AND_MATERIAL_REQUIRED };
  if (!Number.isInteger(form.subgroupSize) || form.subgroupSize < 2 || form.subgroupSize > 10)
    return { problem: '子组大小应为 2–10' };
  return {
    itemId: form.itemId,
    materialId: form.materialId,
    supplierId: form.supplierId,
    dateFrom: form.range[0],
    dateTo: form.range[1],
    subgroupSize: form.subgroupSize,
  };
}
