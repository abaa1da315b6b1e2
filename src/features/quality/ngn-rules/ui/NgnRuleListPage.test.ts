import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { receiversText } from '../model/ngn-receivers';
import { NgnRuleListPage } from './NgnRuleListPage';

const form = declaredForm(NgnRuleListPage);
// NGN-004: a lot rejected for a critical defect also goes to 刘洋 and 张伟.
const critical = {
  ...form.empty,
  code: 'NGN-004',
  name: '致命缺陷上报',
  supplierIds: [],
  materialIds: [],
  minClass: 'CR',
  notifySupplier: false,
  notifyBuyer: false,
  notifyWarehouse: false,
  userIds: ['1716352000000000204', '1716352000000000201'],
  channels: ['SITE', 'DINGTALK'],
  defaultDisposition: 'RETURN',
  supplierReplyDays: null,
};
const messages = (values: object) => {
  const result = form.schema.safeParse({ ...critical, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('NGN 规则 form rules', () => {
  it('refuses a rule that tells nobody (1017202), and takes any one receiver', () => {
    expect(messages({ userIds: [] })).toEqual({
      notifySupplier: '请至少选择一个通知对象（供应商、采购员、仓库或指定人员）',
    });
    expect(messages({ userIds: [], notifyWarehouse: true })).toEqual({});
    expect(messages({ userIds: [], notifySupplier: true })).toEqual({});
  });

  it('wants a channel, the trigger and the default disposition; suppliers and materials may be all', () => {
    expect(messages({ channels: [], minClass: '', defaultDisposition: '' })).toEqual({
      channels: '请至少选择一种通知方式',
      minClass: '请选择触发',
      defaultDisposition: '请选择默认处置',
    });
  });

  it('holds the reply days to 1–60, or none', () => {
    expect(messages({ supplierReplyDays: 0 })).toHaveProperty('supplierReplyDays');
    expect(messages({ supplierReplyDays: 61 })).toHaveProperty('supplierReplyDays');
    expect(messages({ supplierReplyDays: 5 })).toEqual({});
  });

  it('gives exactly the contract body', () => {
    expect(form.schema.parse(critical)).toEqual({
      code: 'NGN-004',
      name: '致命缺陷上报',
      supplierIds: [],
      materialIds: [],
      minClass: 'CR',
      notifySupplier: false,
      notifyBuyer: false,
      notifyWarehouse: false,
      userIds: ['1716352000000000204', '1716352000000000201'],
      channels: ['SITE', 'DINGTALK'],
      defaultDisposition: 'RETURN',
      supplierReplyDays: null,
      remark: null,
    });
  });

  it('writes the receivers as the list shows them', () => {
    expect(
      receiversText({
        notifySupplier: true,
        notifyBuyer: true,
        notifyWarehouse: false,
        userIds: ['1'],
        userNames: ['刘洋'],
      }),
    ).toBe('供应商、采购员、刘洋');
  });
});
