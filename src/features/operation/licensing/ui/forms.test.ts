import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { LicenceListPage } from './LicenceListPage';
import { ModuleListPage } from './ModuleListPage';

const licenceForm = declaredForm(LicenceListPage);
const licenceSchema = licenceForm.schema;
const moduleForm = declaredForm(ModuleListPage);

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('许可证 form rules', () => {
  const valid = {
    ...licenceForm.empty,
    tenantId: '1716352000004100003',
    moduleIds: ['1716352000000100001'],
    userLimit: 200,
    validFrom: '2026-06-01',
    validTo: '2027-05-31',
  };

  it('asks for the tenant, the modules and the user limit, within the contract’s bounds', () => {
    expect(messages(licenceSchema.safeParse(licenceForm.empty))).toMatchObject({
      tenantId: '请选择租户',
      moduleIds: '请至少选择一个授权模块',
      userLimit: '请输入用户数上限',
    });
    expect(messages(licenceSchema.safeParse({ ...valid, userLimit: 0 })).userLimit).toMatch(/用户数上限不能小于 1/);
    expect(messages(licenceSchema.safeParse({ ...valid, userLimit: 12.5 })).userLimit).toMatch(/整数/);
  });

  it('refuses a validity that ends before it starts, and gives the body with an empty remark as null', () => {
    expect(messages(licenceSchema.safeParse({ ...valid, validTo: '2026-05-31' }))).toEqual({
      validTo: '到期日期不能早于生效日期',
    });
    expect(licenceSchema.safeParse(valid).data).toEqual({ ...valid, remark: null });
  });
});

describe('模块 form rules', () => {
  it('needs an icon from the picker and a sort within 0–9999', () => {
    const result = moduleForm.schema.safeParse({
      ...moduleForm.empty,
      code: 'Equipment',
      name: '设备管理',
      sort: 10000,
    });
    expect(messages(result)).toEqual({ icon: '请选择图标', sort: '排序不能大于 9999' });
    expect(
      moduleForm.schema.safeParse({
        ...moduleForm.empty,
        code: 'Equipment',
        name: '设备管理',
        icon: 'ControlOutlined',
        sort: 100,
      }).data,
    ).toEqual({
      code: 'Equipment',
      name: '设备管理',
      icon: 'ControlOutlined',
      sort: 100,
      description: null,
    });
  });
});
