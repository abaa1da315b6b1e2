import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { AreaList } from './AreaListPage';

const form = declaredForm(AreaList);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('库区（旧版） form rules', () => {
  it('says in Chinese what is missing or wrong', () => {
    expect(messages({ code: 'A 区', name: '管材区' })).toEqual([
      'houseId: 请选择所属仓库',
      'areaType: 请选择库区类型',
      'code: 库区编码只能包含字母、数字、“-”和“_”',
    ]);
  });

  it('gives the chosen house and type with the typed code and name, an empty remark as null', () => {
    expect(
      form.schema.parse({ ...form.empty, houseId: 'H1', areaType: 'STORE', code: 'WH-RM-01-C', name: '管材区' }),
    ).toEqual({ houseId: 'H1', code: 'WH-RM-01-C', name: '管材区', areaType: 'STORE', remark: null });
  });
});
