import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { DeptList } from './DeptListPage';

const deptForm = declaredForm(DeptList);

/** The first message per field of a failed parse, by path. */
function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('部门 form rules', () => {
  it('says each rule in Chinese: the parent and org type chosen, the code and phone by their patterns', () => {
    expect(
      messages(deptForm.schema.safeParse({ ...deptForm.empty, code: 'QA IPQC', phone: '0512#6288' })),
    ).toMatchObject({
      pid: '请选择上级部门',
      orgType: '请选择组织类型',
      code: '部门编码只能包含字母、数字、“-”和“_”',
      name: '请输入部门名称',
      phone: '联系电话格式不正确',
    });
  });

  it('gives the typed body: trimmed texts, the chosen parent and org type, empty optional fields as null', () => {
    const values = { ...deptForm.empty, pid: '305', orgType: 3, code: 'QA-OQC', name: ' 出货检验组 ' };
    expect(deptForm.schema.safeParse({ ...values, phone: '0512-6288 1304', sort: 30 }).data).toEqual({
      pid: '305',
      code: 'QA-OQC',
      name: '出货检验组',
      orgType: 3,
      leaderName: null,
      phone: '0512-6288 1304',
      sort: 30,
      remark: null,
    });
  });

  it('takes a top-level department (pid 0)', () => {
    const values = { ...deptForm.empty, pid: '0', orgType: 1, code: 'SZJG-WX', name: '无锡精工分公司' };
    expect(deptForm.schema.safeParse(values).data).toMatchObject({ pid: '0', orgType: 1, code: 'SZJG-WX' });
  });
});
