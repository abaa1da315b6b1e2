import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CorpList } from './CorpListPage';
import { TenantListPage } from './TenantListPage';

const tenantForm = declaredForm(TenantListPage);
const tenantSchema = tenantForm.schema;
const corpForm = declaredForm(CorpList);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const validTenant = {
  ...tenantForm.empty,
  code: 'HZ-QM',
  name: ' 杭州启明智能装备有限公司 ',
  adminAccount: 'qm_admin',
  adminName: '何佳怡',
  adminMobile: '15867102935',
  licenceFrom: '2026-12-01',
  licenceTo: '2027-11-30',
  moduleIds: ['1716352000000100001'],
};

describe('租户 form rules', () => {
  it('says in Chinese what is missing or malformed', () => {
    expect(messages(tenantSchema.safeParse(tenantForm.empty))).toMatchObject({
      code: '请输入租户编码',
      name: '请输入租户名称',
      adminAccount: '请输入管理员账号',
      adminMobile: '请输入管理员手机号',
      licenceFrom: '请输入许可开始日期',
      moduleIds: '请至少选择一个授权模块',
    });
    const bad = messages(
      tenantSchema.safeParse({ ...validTenant, code: 'HZ QM', adminAccount: '1admin', adminMobile: '12867102935' }),
    );
    expect(bad).toEqual({
      code: '租户编码只能包含字母、数字、“-”和“_”',
      adminAccount: '管理员账号格式不正确',
      adminMobile: '管理员手机号格式不正确',
    });
  });

  it('refuses a licence period that ends before it starts, on the end date', () => {
    expect(messages(tenantSchema.safeParse({ ...validTenant, licenceTo: '2026-11-30' }))).toEqual({
      licenceTo: '许可结束日期不能早于开始日期',
    });
  });

  it('gives exactly the contract body: trimmed texts, empty remark as null', () => {
    const result = tenantSchema.safeParse(validTenant);
    expect(result.data).toEqual({ ...validTenant, name: '杭州启明智能装备有限公司', remark: null });
  });
});

describe('企业 form rules', () => {
  const validCorp = {
    ...corpForm.empty,
    tenantId: '1716352000004100001',
    corpName: '南通精工精密铸造有限公司',
    uscc: '9144030071526726XG',
    legalPerson: '顾建平',
    contactName: '顾敏',
    contactPhone: '0513-85101234',
    province: '江苏省',
    city: '南通市',
  };

  it('checks the credit code’s check character and the phone, and names what is missing', () => {
    expect(
      messages(corpForm.schema.safeParse({ ...validCorp, uscc: '9144030071526726XA', contactPhone: '0513-123' })),
    ).toEqual({
      uscc: '统一社会信用代码校验位不正确，请核对营业执照',
      contactPhone: '联系电话格式不正确',
    });
    expect(messages(corpForm.schema.safeParse(corpForm.empty))).toMatchObject({
      tenantId: '请选择所属租户',
      corpName: '请输入企业名称',
      uscc: '请输入统一社会信用代码',
    });
  });

  it('sends the optional fields left empty as null', () => {
    expect(corpForm.schema.safeParse(validCorp).data).toEqual({
      ...validCorp,
      corpAlias: null,
      industry: null,
      district: null,
      address: null,
      remark: null,
    });
  });
});
