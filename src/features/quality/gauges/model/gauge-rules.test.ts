import { describe, expect, it } from 'vitest';
import { calibrateForm, calibrateSchema, calibrationDateProblem, nextCalibrationAfter } from './gauge-rules';

describe('量检具 rules', () => {
  it('refuses a calibration dated after today, takes today and before', () => {
    expect(calibrationDateProblem('2026-11-30', '2026-11-29')).toBe('校准日期不能晚于今天 2026-11-29');
    expect(calibrationDateProblem('2026-11-29', '2026-11-29')).toBeUndefined();
    expect(calibrationDateProblem(null, '2026-11-29')).toBeUndefined();
  });

  it('asks 登记校准 for its date and result, the date not after today', () => {
    const schema = calibrateSchema('2026-11-29');
    const base = { ...calibrateForm.empty, id: '1716352000000547010' };
    const messages = (values: typeof base) => {
      const result = schema.safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messages({ ...base, calibrationDate: '2026-11-29' })).toEqual(['result: 请选择校准结论']);
    expect(messages({ ...base, calibrationDate: '2026-12-01', result: 'PASS' })).toEqual([
      'calibrationDate: 校准日期不能晚于今天 2026-11-29',
    ]);
    expect(
      schema.parse({ ...base, calibrationDate: '2026-11-28', result: 'FAIL', agency: '苏州市计量测试院' }),
    ).toEqual({
      id: '1716352000000547010',
      calibrationDate: '2026-11-28',
      result: 'FAIL',
      agency: '苏州市计量测试院',
      certificateNo: null,
      remark: null,
    });
  });

  it('works out 下次校准 as the date plus the cycle', () => {
    expect(nextCalibrationAfter('2026-11-28', 365)).toBe('2027-11-28');
    expect(nextCalibrationAfter('2026-06-06', 180)).toBe('2026-12-03');
  });
});
