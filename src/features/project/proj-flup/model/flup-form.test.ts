import { describe, expect, it } from 'vitest';
import { emptyFlup, flupSchema } from './flup-form';

const messages = (values: object) => {
  const result = flupSchema.safeParse({ ...emptyFlup('1716352000006000003', '2026-11-26'), ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('跟进记录 form rules', () => {
  it('asks in Chinese for the contact, the content and who followed up', () => {
    expect(messages({})).toEqual({
      contactName: '请输入客户联系人',
      content: '请输入跟进内容',
      flupUserId: '请选择跟进人',
    });
  });

  it('refuses a next date before the follow-up, on the next date', () => {
    expect(
      messages({
        contactName: '周建国',
        content: '现场确认节拍',
        flupUserId: '1716352000000000201',
        nextDate: '2026-11-20',
      }),
    ).toEqual({ nextDate: '下次跟进日期不能早于跟进日期' });
  });

  it('gives exactly the contract body, empty optional fields as null', () => {
    const body = flupSchema.parse({
      ...emptyFlup('1716352000006000003', '2026-11-26'),
      contactName: ' 周建国 ',
      content: '现场确认节拍',
      flupUserId: '1716352000000000201',
    });
    expect(body).toEqual({
      projId: '1716352000006000003',
      flupDate: '2026-11-26',
      flupWay: 'VISIT',
      contactName: '周建国',
      contactPhone: null,
      flupUserId: '1716352000000000201',
      content: '现场确认节拍',
      nextStep: null,
      nextDate: null,
    });
  });
});
