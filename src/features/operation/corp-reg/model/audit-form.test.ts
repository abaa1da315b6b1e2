import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, approveRemark, rejectSchema } from './audit-form';

describe('the audit opinion', () => {
  it('refuses a reject without a reason, spaces alone included', () => {
    expect(rejectSchema.safeParse({ auditRemark: '' }).error?.issues[0]?.message).toBe(AUDIT_MESSAGES.reasonRequired);
    expect(rejectSchema.safeParse({ auditRemark: '   ' }).error?.issues[0]?.message).toBe(
      AUDIT_MESSAGES.reasonRequired,
    );
    expect(rejectSchema.safeParse({ auditRemark: '驳'.repeat(256) }).error?.issues[0]?.message).toBe(
      AUDIT_MESSAGES.reasonTooLong,
    );
  });

  it('sends the reason trimmed, and an empty approval opinion as null', () => {
    expect(rejectSchema.parse({ auditRemark: ' 营业执照照片模糊 ' })).toEqual({ auditRemark: '营业执照照片模糊' });
    expect(approveRemark('  ')).toBeNull();
    expect(approveRemark(' 资料齐全 ')).toBe('资料齐全');
  });
});
