import * as z from 'zod/mini';
import { DOWNTIME_STATUSES, DOWNTIME_TYPES, type PlannedDowntime } from '@/entities/mes/equipment';
import { mfgPlannedDowntimeAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 计划停机 add/edit form on the contract's MfgPlannedDowntimeForm. */
export const downtimeForm = defineForm(mfgPlannedDowntimeAddBodyFacts, {
  lineId: { label: '产线', kind: 'custom' },
  equipId: { label: '设备', kind: 'custom' },
  type: { label: '停机类型', options: DOWNTIME_TYPES },
  status: { label: '状态', options: DOWNTIME_STATUSES },
  startTime: { label: '开始时间', kind: 'custom' },
  endTime: { label: '结束时间', kind: 'custom' },
  affectSchedule: { label: '影响排产' },
  ownerId: { label: '负责人', kind: 'custom' },
  description: { label: '说明', kind: 'textarea', wide: true },
});

// 'YYYY-MM-DD HH:mm:ss' strings compare in time order.
export const downtimeSchema = downtimeForm.schema.check(
  z.refine((d) => d.lineId !== null || d.equipId !== null, { message: '请选择停机的产线或设备', path: ['lineId'] }),
  z.refine((d) => d.endTime > d.startTime, { message: '结束时间必须晚于开始时间', path: ['endTime'] }),
);

export type DowntimeFormValues = typeof downtimeForm.empty;
export type DowntimeFormBody = z.output<typeof downtimeSchema>;

/** A new downtime on a day of the calendar: that day's day shift (08:00–20:00), planned, affecting the schedule. */
export function newDowntimeValues(day: string | undefined): DowntimeFormValues {
  return {
    ...downtimeForm.empty,
    type: 'MAINTAIN',
    status: 'PLANNED',
    affectSchedule: true,
    startTime: day ? `${day} 08:00:00` : '',
    endTime: day ? `${day} 20:00:00` : '',
  };
}

export function downtimeFormValues(d: PlannedDowntime): DowntimeFormValues {
  return {
    lineId: d.lineId ?? '',
    equipId: d.equipId ?? '',
    type: d.type,
    status: d.status,
    startTime: d.startTime,
    endTime: d.endTime,
    affectSchedule: d.affectSchedule,
    ownerId: d.ownerId ?? '',
    description: d.description ?? '',
  };
}
