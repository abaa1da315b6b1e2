import { describe, expect, it } from 'vitest';
import { approveOpinionSchema, OPINION_MESSAGES, rejectOpinionSchema } from './opinion';

describe('the approval opinion', () => {
  it('refuses a reject without a reason, spaces alone included, and one too long', () => {
    expect(rejectOpinionSchema.safeParse({ opinion: '' }).error?.issues[0]?.message).toBe(
      OPINION_MESSAGES.reasonRequired,
    );
    expect(rejectOpinionSchema.safeParse({ opinion: '   ' }).error?.issues[0]?.message).toBe(
      OPINION_MESSAGES.reasonRequired,
    );
    expect(rejectOpinionSchema.safeParse({ opinion: '驳'.repeat(256) }).error?.issues[0]?.message).toBe(
      OPINION_MESSAGES.tooLong,
    );
  });

  it('sends the reason trimmed, and an empty approval opinion as null', () => {
    expect(rejectOpinionSchema.parse({ opinion: ' 预算缺少模具费用 ' })).toEqual({ opinion: '预算缺少模具费用' });
    expect(approveOpinionSchema.parse({ opinion: '  ' })).toEqual({ opinion: null });
    expect(approveOpinionSchema.parse({ opinion: ' 同意立项 ' })).toEqual({ opinion: '同意立项' });
    expect(approveOpinionSchema.safeParse({ opinion: '同'.repeat(256) }).error?.issues[0]?.message).toBe(
      OPINION_MESSAGES.tooLong,
    );
  });
});
