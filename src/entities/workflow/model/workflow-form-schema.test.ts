import { describe, expect, it } from 'vitest';
import { workflowFormDefaults, workflowFormSchema } from './workflow-form-schema';

const messages = (values: unknown) => {
  const result = workflowFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('workflowFormSchema', () => {
  it('requires the three fields with the spec messages', () => {
    expect(messages({ procName: '', dtUserName: '', dtDeptId: '' })).toEqual([
      ['procName', '请输入流程名称'],
      ['dtUserName', '请输入发起人'],
      ['dtDeptId', '请选择发起部门'],
    ]);
  });

  it('counts blanks as empty and trims what it keeps', () => {
    expect(messages({ procName: '   ', dtUserName: ' 张伟 ', dtDeptId: '1' })).toEqual([
      ['procName', '请输入流程名称'],
    ]);
    expect(workflowFormSchema.parse({ procName: ' 采购审批 ', dtUserName: '张伟', dtDeptId: '1' }).procName).toBe(
      '采购审批',
    );
  });

  it('limits the names to the contract length', () => {
    expect(messages({ procName: '流'.repeat(65), dtUserName: '张'.repeat(65), dtDeptId: '1' })).toEqual([
      ['procName', '流程名称不能超过 64 个字符'],
      ['dtUserName', '发起人不能超过 64 个字符'],
    ]);
  });
});

describe('workflowFormDefaults', () => {
  it('takes the names and the first department', () => {
    expect(
      workflowFormDefaults({
        hasProc: true,
        procName: '采购订单审批',
        dtUserName: '张伟',
        dtUserDeptList: [
          { dtDeptId: '48210573', dtDeptName: '采购部' },
          { dtDeptId: '48210991', dtDeptName: '供应链管理中心' },
        ],
      }),
    ).toEqual({ procName: '采购订单审批', dtUserName: '张伟', dtDeptId: '48210573' });
  });

  it('leaves missing values empty for the user to fill', () => {
    expect(workflowFormDefaults({ hasProc: true, procName: null, dtUserName: null, dtUserDeptList: [] })).toEqual({
      procName: '',
      dtUserName: '',
      dtDeptId: '',
    });
  });
});
