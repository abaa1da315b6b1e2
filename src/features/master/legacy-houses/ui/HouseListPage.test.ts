import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { HouseListPage } from './HouseListPage';

const form = declaredForm(HouseListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const valid = { code: 'WH-RM-02', name: ' 原材料二号仓 ', houseType: 'RAW' };

describe('仓库（旧版） form rules', () => {
  it('says in Chinese what is wrong: the code, the missing name and type, a phone the contract refuses', () => {
    expect(messages({ code: 'WH 02', managerPhone: '12812345678' })).toEqual([
      'code: 仓库编码只能包含字母、数字、“-”和“_”',
      'name: 请输入仓库名称',
      'houseType: 请选择仓库类型',
      // The contract's mobile numbers start 13–19.
      'managerPhone: 负责人电话格式不正确',
    ]);
  });

  it('gives the contract body: trimmed texts, the type, the switches, a landline with extension, empty fields as null', () => {
    expect(
      form.schema.parse({ ...form.empty, ...valid, managerPhone: '0512-62881201-8', locationManaged: true }),
    ).toEqual({
      code: 'WH-RM-02',
      name: '原材料二号仓',
      houseType: 'RAW',
      address: null,
      managerName: null,
      managerPhone: '0512-62881201-8',
      locationManaged: true,
      allowNegative: false,
      remark: null,
    });
  });
});
