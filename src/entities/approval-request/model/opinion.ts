// zod/mini like the other small forms.
import * as z from 'zod/mini';

export const OPINION_MAX = 255;

export const OPINION_MESSAGES = {
  reasonRequired: '请填写驳回原因',
  tooLong: `审批意见不能超过 ${OPINION_MAX} 个字符`,
  approved: '已通过',
  rejected: '已驳回，申请人修改后可再次提交',
} as const;

/** 驳回: the reason is what the applicant reads, so it is required (trimmed). */
export const rejectOpinionSchema = z.object({
  opinion: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, OPINION_MESSAGES.reasonRequired),
      z.maxLength(OPINION_MAX, OPINION_MESSAGES.tooLong),
    ),
});
export type RejectOpinionValues = z.input<typeof rejectOpinionSchema>;

/** 通过: the opinion is optional; empty is sent as null, a long one is refused like the reason. */
export const approveOpinionSchema = z.object({
  opinion: z.pipe(
    z.string().check(z.trim(), z.maxLength(OPINION_MAX, OPINION_MESSAGES.tooLong)),
    z.transform((text): string | null => (text === '' ? null : text)),
  ),
});
