import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { leaveSchema } from '../model/leave-form';
import { EmpList } from './EmpListPage';

const { schema: empSchema, empty: emptyEmp } = declaredForm(EmpList);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const valid = {
  ...emptyEmp,
  deptId: '1716352000000000301',
  jobNum: 'JG2026118',
  name: ' 吴涛 ',
  sex: 1,
  phone: '13962140118',
  mainPosId: '1716352000000000701',
  entryDate: '2026-11-30',
};

describe('员工 form rules', () => {
  it('says in Chinese what is missing', () => {
    expect(messages(empSchema.safeParse(emptyEmp))).toEqual({
      jobNum: '请输入工号',
      name: '请输入姓名',
      sex: '请选择性别',
      phone: '请输入手机号',
      deptId: '请选择部门',
      mainPosId: '请选择主岗位',
      entryDate: '请选择入职日期',
    });
  });

  it('refuses a malformed job number and mobile, and a further position equal to the main one', () => {
    expect(messages(empSchema.safeParse({ ...valid, jobNum: 'JG 2026', phone: '1396214011' }))).toEqual({
      jobNum: '工号只能包含字母、数字、下划线和短横线',
      phone: '请输入正确的 11 位手机号',
    });
    expect(
      messages(
        empSchema.safeParse({
          ...valid,
          extPositions: [{ deptId: '1716352000000000301', posId: '1716352000000000701' }],
        }),
      ),
    ).toEqual({
      extPositions: '附属岗位不能与主岗位相同',
    });
  });

  it('gives exactly the contract body: trimmed name, no account and no remark as null', () => {
    expect(empSchema.parse(valid)).toEqual({ ...valid, name: '吴涛', userId: null, remark: null });
  });

  it('离职: a date is required, not before the entry date', () => {
    const schema = leaveSchema('2022-05-09');
    expect(messages(schema.safeParse({ id: '1716352000061000015', leaveDate: '', leaveReason: '' }))).toEqual({
      leaveDate: '请选择离职日期',
    });
    expect(messages(schema.safeParse({ id: '1716352000061000015', leaveDate: '2022-05-01', leaveReason: '' }))).toEqual(
      { leaveDate: '离职日期不能早于入职日期 2022-05-09' },
    );
    expect(schema.parse({ id: '1716352000061000015', leaveDate: '2026-11-30', leaveReason: '' })).toEqual({
      id: '1716352000061000015',
      leaveDate: '2026-11-30',
      leaveReason: null,
    });
  });
});
