// zod/mini like every form of the app (DESIGN §9).
import * as z from 'zod/mini';
import type { StopReason } from '@/entities/mes/line-stop';
import type { MfgTaskStopAddVariables } from '@/shared/api';
import { exactBody, optionalChoice, optionalText, requiredChoice } from '@/shared/lib/form-rules';

export type LineStopBody = MfgTaskStopAddVariables['body'];

export const MIN_STOP_MINUTES = 5;
export const MAX_STOP_MINUTES = 1440;
const DURATION_MESSAGE = `预计停线时长应在 ${MIN_STOP_MINUTES} 到 ${MAX_STOP_MINUTES} 分钟之间`;

const REASONS: readonly string[] = [
  'EQUIPMENT_FAULT',
  'MATERIAL_SHORTAGE',
  'QUALITY_ISSUE',
  'CHANGEOVER',
  'UNPLANNED_MAINTENANCE',
  'OTHER',
] satisfies StopReason[];
const isReason = (value: string): value is StopReason => REASONS.includes(value);
export const needsEquipment = (reason: string) => reason === 'EQUIPMENT_FAULT';

export interface LineStopFormValues {
  lineId: string;
  taskId?: string | null | undefined;
  reasonType: string;
  equipmentId?: string | null | undefined;
  expectedMinutes: number | null;
  description: string;
  reporterId: string;
}

export const lineStopEmpty: LineStopFormValues = {
  lineId: '',
  taskId: null,
  reasonType: '',
  equipmentId: null,
  expectedMinutes: null,
  description: '',
  reporterId: '',
};

/**
 * 停线申请: the line, why (设备故障 names the equipment), how long it is expected to last (whole minutes, 5–1440),
 * who reports it. A line already stopped is refused by the line select itself and by the server.
 */
export const lineStopSchema = exactBody<LineStopBody>()(
  z.pipe(
    z
      .object({
        lineId: requiredChoice('产线'),
        taskId: optionalChoice(),
        reasonType: requiredChoice('停线原因'),
        equipmentId: optionalChoice(),
        expectedMinutes: z.nullable(z.number()),
        description: optionalText('说明', 500),
        reporterId: requiredChoice('报告人'),
      })
      .check(
        z.superRefine((values, ctx) => {
          const issue = (path: string, message: string) =>
            ctx.issues.push({ code: 'custom', input: values, path: [path], message });
          const minutes = values.expectedMinutes;
          if (minutes === null) issue('expectedMinutes', '请输入预计停线时长');
          else if (!Number.isInteger(minutes)) issue('expectedMinutes', '预计停线时长必须是整数分钟');
          else if (minutes < MIN_STOP_MINUTES || minutes > MAX_STOP_MINUTES) issue('expectedMinutes', DURATION_MESSAGE);
          if (needsEquipment(values.reasonType) && !values.equipmentId) issue('equipmentId', '设备故障请选择故障设备');
        }),
      ),
    z.transform((values): LineStopBody => ({
      lineId: values.lineId,
      taskId: values.taskId,
      reasonType: isReason(values.reasonType) ? values.reasonType : 'OTHER',
      equipmentId: needsEquipment(values.reasonType) ? values.equipmentId : null,
      expectedMinutes: values.expectedMinutes ?? MIN_STOP_MINUTES,
      description: values.description,
      reporterId: values.reporterId,
    })),
  ),
);
