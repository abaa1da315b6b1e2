import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ShiftListPage } from './ShiftListPage';

const { empty: emptyShift, schema } = declaredForm(ShiftListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('班次 form rules', () => {
  it('needs a code, a name and HH:mm times', () => {
    expect(messages(schema.safeParse({ ...emptyShift, code: 'N 1', startTime: '8:00' }))).toMatchObject({
      code: '班次编码只能包含字母、数字、“-”和“_”',
      name: '请输入班次名称',
      startTime: '开始时间请按 HH:mm 填写，如 08:00',
      endTime: '结束时间请按 HH:mm 填写，如 08:00',
    });
  });
  it('refuses a break outside the night shift, keeping what was typed', () => {
    const values = {
      ...emptyShift,
      code: 'NIGHT-C',
      name: '夜班',
      startTime: '20:00',
      endTime: '08:00',
      breaks: [{ startTime: '09:00', endTime: '09:30' }],
    };
    expect(messages(schema.safeParse(values))).toEqual({ breaks: '休息时段须在班次 20:00–次日 08:00 之内' });
    expect(values.breaks).toEqual([{ startTime: '09:00', endTime: '09:30' }]);
  });
  it('sends a night shift with a break after midnight', () => {
    const values = {
      ...emptyShift,
      code: 'NIGHT-C',
      name: ' 夜班（总装） ',
      startTime: '20:00',
      endTime: '08:00',
      breaks: [{ startTime: '00:00', endTime: '00:30' }],
    };
    expect(schema.safeParse(values).data).toEqual({
      code: 'NIGHT-C',
      name: '夜班（总装）',
      startTime: '20:00',
      endTime: '08:00',
      breaks: [{ startTime: '00:00', endTime: '00:30' }],
      deptId: null,
      sort: 10,
      remark: null,
    });
  });
});
