import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { inviteForm } from './invite-form';

const filled = {
  ...inviteForm.empty,
  direction: 'SUPPLIER' as const,
  uscc: '91320505MA1W7D0K3L',
  companyName: '苏州华锦电子材料有限公司',
  relationType: 'PURCHASE' as const,
  scope: ['ORDER' as const, 'ASN' as const],
};

function issues(value: unknown): [PropertyKey[], string][] {
  const result = z.safeParse(inviteForm.schema, value);
  return result.success ? [] : result.error.issues.map((i) => [i.path, i.message]);
}

describe('邀请', () => {
  it('refuses a code whose GB 32100 check character is wrong, in Chinese, before anything is sent', () => {
    expect(issues({ ...filled, uscc: '91320505MA1W7D0K3X' })).toEqual([
      [['uscc'], '统一社会信用代码校验位不正确，请核对营业执照'],
    ]);
    expect(issues({ ...filled, uscc: '9132050' })).toEqual([[['uscc'], '统一社会信用代码应为 18 位']]);
  });
  it('takes a code typed in lower case and sends it in capitals', () => {
    expect(z.parse(inviteForm.schema, { ...filled, uscc: ' 91320505ma1w7d0k3l ' }).uscc).toBe('91320505MA1W7D0K3L');
  });
  it('asks for the code, the name, the type and at least one scope', () => {
    expect(issues({ ...inviteForm.empty, direction: 'SUPPLIER' }).map(([path, message]) => [path[0], message])).toEqual(
      [
        ['uscc', '请输入统一社会信用代码'],
        ['companyName', '请输入企业名称'],
        ['relationType', '请选择关系类型'],
        ['scope', '请至少选择一项协同范围'],
      ],
    );
  });
  it('sends exactly the contract body, empty optional fields as null', () => {
    expect(z.parse(inviteForm.schema, filled)).toEqual({
      direction: 'SUPPLIER',
      uscc: '91320505MA1W7D0K3L',
      companyName: '苏州华锦电子材料有限公司',
      relationType: 'PURCHASE',
      scope: ['ORDER', 'ASN'],
      contactName: null,
      contactPhone: null,
      remark: null,
    });
  });
});
