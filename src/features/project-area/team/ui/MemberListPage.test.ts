import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { MemberList } from './MemberListPage';

const memberForm = declaredForm(MemberList);
const PROJECT = '1716352000006000001';
const start = { ...memberForm.empty, projId: PROJECT, joinDate: '2026-11-27' };

describe('the member form rules', () => {
  it('asks for the user and the role', () => {
    const result = memberForm.schema.safeParse(start);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['请选择成员', '请选择项目角色']);
  });

  it('sends exactly the body, an empty responsibility as null', () => {
    const body = memberForm.schema.parse({ ...start, userId: '1716352000000000204', roleId: '1716352000006100006' });
    expect(body).toEqual({
      projId: PROJECT,
      userId: '1716352000000000204',
      roleId: '1716352000006100006',
      joinDate: '2026-11-27',
      responsibility: null,
    });
  });
});
