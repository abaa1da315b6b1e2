import { describe, expect, it } from 'vitest';
import { breaksProblem, endLabel, hoursLabel, shiftMinutes, workMinutes } from './shift-time';

const night = { startTime: '20:00', endTime: '08:00' };
const day = { startTime: '08:00', endTime: '20:00' };

describe('shift times', () => {
  it('counts a night shift across midnight as 12 hours, ending 次日 08:00', () => {
    expect(shiftMinutes(night)).toBe(720);
    expect(endLabel(night)).toBe('次日 08:00');
    expect(endLabel(day)).toBe('20:00');
    expect(hoursLabel(shiftMinutes(night))).toBe('12 小时');
  });
  it('takes breaks off, a break after midnight included', () => {
    const breaks = [{ startTime: '00:00', endTime: '00:30' }];
    expect(breaksProblem(night, breaks)).toBeUndefined();
    expect(hoursLabel(workMinutes(night, breaks))).toBe('11.5 小时');
    expect(workMinutes(night, [{ startTime: '23:50', endTime: '00:20' }])).toBe(690);
  });
  it('refuses breaks outside the shift or overlapping', () => {
    expect(breaksProblem(night, [{ startTime: '09:00', endTime: '09:30' }])).toBe(
      '休息时段须在班次 20:00–次日 08:00 之内',
    );
    expect(breaksProblem(night, [{ startTime: '07:50', endTime: '08:10' }])).toBe(
      '休息时段须在班次 20:00–次日 08:00 之内',
    );
    expect(
      breaksProblem(day, [
        { startTime: '12:00', endTime: '13:00' },
        { startTime: '12:30', endTime: '12:45' },
      ]),
    ).toBe('休息时段不能重叠');
    expect(breaksProblem(day, [{ startTime: '12', endTime: '13:00' }])).toBe(
      '休息时段请按 HH:mm 填写开始和结束，如 00:00',
    );
  });
  it('counts a shift ending at midnight', () => {
    expect(shiftMinutes({ startTime: '16:00', endTime: '00:00' })).toBe(480);
  });
});
