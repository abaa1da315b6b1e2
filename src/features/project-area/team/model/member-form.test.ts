import { describe, expect, it } from 'vitest';
import { emptyMember, memberForm } from './member-form';

const PROJECT = '1716352000006000001';

describe('the member form rules', () => {
  it('asks for the user and the role, and starts today', () => {
    const start = emptyMember(PROJECT, '2026-11-27');
    const result = memberForm.schema.safeParse(start);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['请选择成员', '请选择项目角色']);
    expect(start.joinDate).toBe('2026-11-27');
  });

  it('sends exactly the body, an empty responsibility as null', () => {
    const body = memberForm.schema.parse({
      ...emptyMember(PROJECT, '2026-11-27'),
      userId: '1716352000000000204',
      roleId: '1716352000006100006',
    });
    expect(body).toEqual({
      projId: PROJECT,
      userId: '1716352000000000204',
      roleId: '1716352000006100006',
      joinDate: '2026-11-27',
      responsibility: null,
    });
  });
});
