import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { fail, ok, serve } from '@tests/support/fake-api';
import { dictTypes } from '../model/after-change';
import { DictTypeListPage } from './DictTypeListPage';

afterEach(() => vi.unstubAllGlobals());

const form = declaredForm(DictTypeListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const ADD = '/bos/opDictType/add';
const EDIT = '/bos/opDictType/edit';
const TREE = '/bos/opDictType/tree';

describe('字典类型 form rules', () => {
  it('says in Chinese what is wrong with the code, and asks for the name', () => {
    expect(messages({ code: 'Defect-Level' })).toEqual([
      'code: 类型编码须以小写字母开头，只能包含小写字母、数字和“_”',
      'name: 请输入类型名称',
    ]);
  });

  it('starts with sort 100 and sends an empty remark as null', () => {
    expect(form.schema.parse({ ...form.empty, code: 'defect_level', name: ' 缺陷等级 ' })).toEqual({
      code: 'defect_level',
      name: '缺陷等级',
      sort: 100,
      remark: null,
    });
  });
});

describe('the dictionary types’ calls', () => {
  it('reload the dictionary tree after an add went through, and not after a refused edit', async () => {
    const calls = serve({ [ADD]: ok('1'), [EDIT]: fail('字典类型名称“物料类型”已存在'), [TREE]: ok([]) });
    await dictTypes.add({ body: { code: 'defect_level', name: '缺陷等级', sort: 100, remark: null } }, { quiet: true });
    expect(calls.map((call) => call.path)).toEqual([ADD, TREE]);
    await expect(
      dictTypes.edit(
        { body: { id: '1716352000000300003', code: 'material_type', name: '物料大类', sort: 30, remark: null } },
        { quiet: true },
      ),
    ).rejects.toThrow('字典类型名称“物料类型”已存在');
    expect(calls.map((call) => call.path)).toEqual([ADD, TREE, EDIT]);
  });
});
