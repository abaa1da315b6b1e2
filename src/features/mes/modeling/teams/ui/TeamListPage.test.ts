import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TeamListPage } from './TeamListPage';

const { empty: emptyTeam, schema } = declaredForm(TeamListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('班组 form rules', () => {
  it('needs a code, a name and a workshop', () => {
    expect(messages(schema.safeParse(emptyTeam))).toMatchObject({
      code: '请输入班组编码',
      name: '请输入班组名称',
      deptId: '请选择所属车间',
    });
  });
  it('sends the team exactly', () => {
    const values = {
      ...emptyTeam,
      code: 'ZZ-C',
      name: '总装丙班',
      deptId: '1716352000000000301',
      shiftId: '1716352000072000002',
    };
    expect(schema.safeParse(values).data).toEqual({
      code: 'ZZ-C',
      name: '总装丙班',
      deptId: '1716352000000000301',
      leaderId: null,
      shiftId: '1716352000072000002',
      lineId: null,
      sort: 10,
      remark: null,
    });
  });
});
