import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { MfgDeptListPage, newDept } from './MfgDeptListPage';

const form = declaredForm(MfgDeptListPage);
const emptyDept = (scope?: { pid: string; parentType: number }) => ({ ...form.empty, ...newDept(scope) });

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('生产部门 form rules', () => {
  it('a child is one level below its parent', () => {
    expect(emptyDept()).toMatchObject({ pid: '0', deptType: 1 });
    expect(emptyDept({ pid: '1716352000072001002', parentType: 2 })).toMatchObject({
      pid: '1716352000072001002',
      deptType: 3,
    });
  });
  it('needs a code and a name; the phone in digits', () => {
    expect(messages(form.schema.safeParse({ ...emptyDept(), phone: '电话' }))).toMatchObject({
      code: '请输入部门编码',
      name: '请输入部门名称',
    });
    expect(Object.keys(messages(form.schema.safeParse({ ...emptyDept(), phone: '电话' })))).toContain('phone');
  });
  it('sends the section exactly, empty pickers as null', () => {
    const values = {
      ...emptyDept({ pid: '1716352000072001002', parentType: 2 }),
      code: 'ZZ-S3',
      name: '总装三工段',
      leaderId: '1716352000000000203',
    };
    expect(form.schema.safeParse(values).data).toEqual({
      pid: '1716352000072001002',
      deptType: 3,
      code: 'ZZ-S3',
      name: '总装三工段',
      leaderId: '1716352000000000203',
      phone: null,
      sysDeptId: null,
      sort: 10,
      remark: null,
    });
  });
});
