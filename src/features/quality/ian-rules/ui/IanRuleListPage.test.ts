import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { IanRuleListPage } from './IanRuleListPage';

const form = declaredForm(IanRuleListPage);
// The contract's own example: solder wire of every supplier, due in 24 hours, told to 刘洋.
const solder = {
  ...form.empty,
  code: 'IAN-006',
  name: '焊锡丝来料检验',
  supplierIds: [],
  materialIds: ['1716352000000400414'],
  dueHours: 24,
  inspectorIds: ['1716352000000000204'],
  remark: '无铅焊锡丝核对 RoHS 报告',
};
const messages = (values: object) => {
  const result = form.schema.safeParse({ ...solder, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('IAN 规则 form rules', () => {
  it('asks for the code, the name, at least one material and one inspector, and the hours', () => {
    expect(messages({ code: '', name: '', materialIds: [], inspectorIds: [], dueHours: null })).toEqual({
      code: '请输入编码',
      name: '请输入名称',
      materialIds: '请至少选择一种物料',
      inspectorIds: '请至少选择一名检验员',
      dueHours: '请输入要求完成时限（小时）',
    });
  });

  it('takes no supplier as every supplier', () => {
    expect(messages({ supplierIds: [] })).toEqual({});
    expect(messages({ supplierIds: ['1716352000000460005'] })).toEqual({});
  });

  it('holds 要求完成时限 to whole hours from 1 to 720, and the code to its characters', () => {
    expect(messages({ dueHours: 0 })).toHaveProperty('dueHours');
    expect(messages({ dueHours: 721 })).toHaveProperty('dueHours');
    expect(messages({ dueHours: 8.5 })).toHaveProperty('dueHours');
    expect(messages({ dueHours: 720 })).toEqual({});
    expect(messages({ code: 'IAN 006' })).toHaveProperty('code');
  });

  it('gives exactly the contract body', () => {
    expect(form.schema.parse(solder)).toEqual({
      code: 'IAN-006',
      name: '焊锡丝来料检验',
      supplierIds: [],
      materialIds: ['1716352000000400414'],
      dueHours: 24,
      inspectorIds: ['1716352000000000204'],
      remark: '无铅焊锡丝核对 RoHS 报告',
    });
  });
});
