import { describe, expect, it } from 'vitest';
import { emptyMfgDept, mfgDeptForm } from './dept-form';

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
    expect(emptyMfgDept(undefined)).toMatchObject({ pid: '0', deptType: 1 });
    expect(emptyMfgDept({ pid: '1716352000072001002', parentType: 2 })).toMatchObject({
      pid: '1716352000072001002',
      deptType: 3,
    });
  });
  it('needs a code and a name; the phone in digits', () => {
    expect(messages(mfgDeptForm.schema.safeParse({ ...emptyMfgDept(undefined), phone: '电话' }))).toMatchObject({
      code: '请输入部门编码',
      name: '请输入部门名称',
    });
    expect(
      Object.keys(messages(mfgDeptForm.schema.safeParse({ ...emptyMfgDept(undefined), phone: '电话' }))),
    ).toContain('phone');
  });
  it('sends the section exactly, empty pickers as null', () => {
    const values = {
      ...emptyMfgDept({ pid: '1716352000072001002', parentType: 2 }),
      code: 'ZZ-S3',
      name: '总装三工段',
      leaderId: '1716352000000000203',
    };
    expect(mfgDeptForm.schema.safeParse(values).data).toEqual({
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
