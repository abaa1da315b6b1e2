import * as z from 'zod/mini';

export const AUDIT_MESSAGES = {
  reasonRequired: '请填写驳回原因',
  reasonTooLong: '驳回原因不能超过 255 个字符',
  rejected: '已驳回，申请人修改后可再次提交',
} as const;

/** 驳回: the reason is what the applicant reads, so it is required (trimmed, at most 255 characters). */
export const rejectSchema = z.object({
  auditRemark: z
    .string()
    .check(z.trim(), z.minLength(1, AUDIT_MESSAGES.reasonRequired), z.maxLength(255, AUDIT_MESSAGES.reasonTooLong)),
});

export type RejectValues = z.input<typeof rejectSchema>;

/** 通过: a remark is optional (empty is sent as null). */
export const approveRemark = (text: string): string | null => (text.trim() === '' ? null : text.trim());
