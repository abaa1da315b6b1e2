import { describe, expect, it } from 'vitest';
import { downtimeSchema, newDowntimeValues } from './downtime-form';

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('计划停机 form rules', () => {
  it('starts on the clicked day, planned and affecting the schedule', () => {
    expect(newDowntimeValues('2026-11-30')).toMatchObject({
      startTime: '2026-11-30 08:00:00',
      endTime: '2026-11-30 20:00:00',
      status: 'PLANNED',
      affectSchedule: true,
    });
  });

  it('needs a line or a machine, and an end after the start', () => {
    const values = { ...newDowntimeValues('2026-11-30'), endTime: '2026-11-30 07:00:00' };
    expect(messages(downtimeSchema.safeParse(values))).toEqual({
      lineId: '请选择停机的产线或设备',
      endTime: '结束时间必须晚于开始时间',
    });
    expect(
      messages(downtimeSchema.safeParse({ ...values, lineId: '1716352000000001001', endTime: '2026-11-30 08:00:00' })),
    ).toEqual({ endTime: '结束时间必须晚于开始时间' });
  });

  it('sends exactly the body, empty optional fields as null; an end on the next day is fine', () => {
    const values = {
      ...newDowntimeValues('2026-11-29'),
      lineId: '1716352000000001005',
      type: 'RETROFIT',
      endTime: '2026-11-30 08:00:00',
      description: ' 第四轴改造 ',
    };
    expect(downtimeSchema.safeParse(values).data).toEqual({
      lineId: '1716352000000001005',
      equipId: null,
      type: 'RETROFIT',
      status: 'PLANNED',
      startTime: '2026-11-29 08:00:00',
      endTime: '2026-11-30 08:00:00',
      affectSchedule: true,
      ownerId: null,
      description: '第四轴改造',
    });
  });
});
