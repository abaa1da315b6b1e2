// zod/mini like every form of the app (architecture.md §9).
import * as z from 'zod/mini';
import type { mfgTaskStop } from '@/shared/api';
import type { FormBody, FormValues } from '@/shared/ui/crud-screen';

export type StopValues = FormValues<typeof mfgTaskStop>;
type StopBody = FormBody<typeof mfgTaskStop>;

const MIN_STOP_MINUTES = 5;
const MAX_STOP_MINUTES = 1440;
const DURATION_MESSAGE = `预计停线时长应在 ${MIN_STOP_MINUTES} 到 ${MAX_STOP_MINUTES} 分钟之间`;

export const needsEquipment = (reason: string) => reason === 'EQUIPMENT_FAULT';

/** Whole minutes, 5–1440, in the screen's own words; an empty input is told without hiding the other checks. */
export const minutesRule = z.pipe(
  z.nullable(z.number()).check(
    z.refine((minutes) => minutes !== null, '请输入预计停线时长'),
    z.refine((minutes) => minutes === null || Number.isInteger(minutes), '预计停线时长必须是整数分钟'),
    z.refine(
      (minutes) =>
        minutes === null || !Number.isInteger(minutes) || (minutes >= MIN_STOP_MINUTES && minutes <= MAX_STOP_MINUTES),
      DURATION_MESSAGE,
    ),
  ),
  z.transform((minutes) => minutes ?? MIN_STOP_MINUTES),
);

/** 设备故障 names the equipment. */
export const stopChecks = [
  z.refine<StopBody>((body) => !needsEquipment(body.reasonType) || body.equipmentId !== null, {
    message: '设备故障请选择故障设备',
    path: ['equipmentId'],
  }),
];

/** What is sent: equipment only for 设备故障 (one chosen before the reason changed is left out). */
export const stopBody = (body: StopBody): StopBody => ({
  ...body,
  equipmentId: needsEquipment(body.reasonType) ? body.equipmentId : null,
});
