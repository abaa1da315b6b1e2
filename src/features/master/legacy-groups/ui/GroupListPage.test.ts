import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { GroupList } from './GroupListPage';

const form = declaredForm(GroupList);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('物料组（旧版） form rules', () => {
  it('says in Chinese what is wrong', () => {
    expect(messages({ pid: '101', code: 'G 0104', sort: 10000 })).toEqual([
      'code: 物料组编码只能包含字母、数字、“-”和“_”',
      'name: 请输入物料组名称',
      'sort: 排序不能大于 9999',
    ]);
  });

  it('gives the typed body under the chosen parent, an empty remark as null', () => {
    expect(form.schema.parse({ ...form.empty, pid: '101', code: 'G0104', name: ' 五金件 ', sort: 40 })).toEqual({
      pid: '101',
      code: 'G0104',
      name: '五金件',
      sort: 40,
      remark: null,
    });
  });
});
