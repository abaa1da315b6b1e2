import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { RoleListPage } from './RoleListPage';

const form = declaredForm(RoleListPage);
const valid = {
  ...form.empty,
  userId: '1716352000000000210',
  roleType: 'APPROVER',
  supplierIds: ['1716352000000460001', '1716352000000460004'],
  materialGroupIds: ['1716352000000400102'],
  amountLimit: 50000,
};
const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('采购角色 form rules', () => {
  it('asks for the user and the role; suppliers and groups may stay empty (all of them)', () => {
    expect(messages({ userId: '', roleType: '' })).toEqual({ userId: '请选择用户', roleType: '请选择角色类型' });
    expect(messages({ supplierIds: [], materialGroupIds: [] })).toEqual({});
  });

  it('holds 审批限额 to the role: required for an approver, none for a buyer', () => {
    expect(messages({ amountLimit: null })).toEqual({ amountLimit: '审核人须填写审批限额' });
    expect(messages({ roleType: 'BUYER' })).toEqual({ amountLimit: '采购员不审批订单，不填审批限额' });
    expect(messages({ roleType: 'SUPERVISOR', amountLimit: null })).toEqual({});
  });

  it('gives exactly the contract body', () => {
    expect(form.schema.parse({ ...valid, remark: ' 金属原材料 ' })).toEqual({
      userId: '1716352000000000210',
      roleType: 'APPROVER',
      supplierIds: ['1716352000000460001', '1716352000000460004'],
      materialGroupIds: ['1716352000000400102'],
      amountLimit: 50000,
      remark: '金属原材料',
    });
  });
});
