import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { qmGaugeCalibrateBodyFacts, type scmSchemas } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineForm } from '@/shared/ui/record-form';

export type CalibrationResult = scmSchemas['schemas']['QmGaugeCalibration']['result'];

/** 校准结论 as the screen says it. */
export const CALIBRATION_RESULTS: Record<CalibrationResult, { label: string; color: string }> = {
  PASS: { label: '合格', color: 'success' },
  FAIL: { label: '不合格', color: 'error' },
};

/** Today as the server counts dates (the gauge's dates are days). */
export const todayText = () => dayjs().format(DATE_FORMAT.date);

/** A date a gauge was calibrated on is never after today (上次校准, 校准日期). */
export function calibrationDateProblem(date: string | null | undefined, today: string): string | undefined {
  return date && date > today ? `校准日期不能晚于今天 ${today}` : undefined;
}

/** 下次校准 the server will set after a passing calibration: the calibration date plus the cycle. */
export function nextCalibrationAfter(date: string, cycleDays: number): string {
  return dayjs(date).add(cycleDays, 'day').format(DATE_FORMAT.date);
}

/** 登记校准: the date (not after today), 合格 or 不合格, who calibrated and the certificate. */
export const calibrateForm = defineForm(qmGaugeCalibrateBodyFacts, {
  id: { label: '量检具', hidden: true },
  calibrationDate: { label: '校准日期', kind: 'date' },
  result: { label: '校准结论', kind: 'custom' },
  agency: { label: '校准机构', placeholder: '如：苏州市计量测试院，或厂内自校' },
  certificateNo: { label: '证书编号', placeholder: '如：JZ2611-0921' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type CalibrateValues = typeof calibrateForm.empty;

export function calibrateSchema(today: string) {
  return calibrateForm.schema.check(
    z.superRefine((body, context) => {
      const message = calibrationDateProblem(body.calibrationDate, today);
      if (message) context.issues.push({ code: 'custom', message, path: ['calibrationDate'], input: body });
    }),
  );
}
