import { describe, expect, it } from 'vitest';
import { emptyFunction, functionFormSchema, type FunctionFormContext } from './function-form';
import { inTreeOrder } from './function-source';

const P = '1716352000000100001';
const context: FunctionFormContext = {
  tree: [
    {
      id: 'm',
      title: '生产建模',
      type: '1',
      children: [{ id: 'line', title: '产线', type: '2', children: [{ id: 'add', title: '新增产线', type: '3' }] }],
    },
  ],
  rows: [
    { id: 'm', pid: P, name: '生产建模', type: '1', path: '/manufacture/modeling' },
    { id: 'line', pid: 'm', name: '产线', type: '2', path: '/manufacture/mfgLine' },
    { id: 'add', pid: 'line', name: '新增产线', type: '3', path: null },
  ],
};
const valid = {
  ...emptyFunction({ productId: P }, P),
  pid: 'm',
  name: '产线日历',
  code: 'mfgCalendar',
  path: '/manufacture/calendar',
  sort: 60,
};
const issues = (values: object, selfId?: string) => {
  const result = functionFormSchema(() => context, selfId).safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the platform function form rules', () => {
  it('starts a new function in the list’s product, under the chosen node, shown in the menu', () => {
    expect(emptyFunction({ productId: P, under: 'line' }, 'other')).toMatchObject({
      productId: P,
      pid: 'line',
      type: '2',
      visible: true,
    });
    expect(emptyFunction(undefined, P)).toMatchObject({ productId: P, pid: P });
  });

  it('sends a valid function with empty optional fields as null', () => {
    const result = functionFormSchema(() => context).parse(valid);
    expect(result).toMatchObject({
      pid: 'm',
      path: '/manufacture/calendar',
      component: null,
      icon: null,
      redirect: null,
      link: null,
      sort: 60,
    });
  });

  it('refuses a cycle and a button as parent, on the parent field', () => {
    expect(
      issues({ pid: 'add', name: '生产建模', code: 'manufactureModeling', path: '/manufacture/modeling' }, 'm'),
    ).toEqual(['pid: “新增产线”是本功能的下级，不能作为上级功能（菜单会形成循环）']);
    expect(issues({ pid: 'add' })).toEqual(['pid: 按钮不能作为上级功能']);
  });

  it('refuses a path without a leading slash or taken by a sibling; a button needs none', () => {
    expect(issues({ path: 'manufacture/calendar' })).toEqual(['path: 路由地址必须以 / 开头']);
    expect(issues({ pid: P, path: '/manufacture/modeling' })).toEqual([
      'path: 同级功能“生产建模”已使用路由地址 /manufacture/modeling',
    ]);
    expect(issues({ type: '3', pid: 'line', path: '', permission: 'mfgLine:import' })).toEqual([]);
  });

  it('asks for name, code, type and sort in Chinese', () => {
    expect(issues({ name: '', code: '', sort: null })).toEqual(
      expect.arrayContaining(['name: 请输入功能名称', 'code: 请输入功能编码']),
    );
  });

  it('refuses a permission code the contract’s pattern does not allow', () => {
    expect(issues({ permission: 'mfg line' })).toHaveLength(1);
  });
});

describe('inTreeOrder', () => {
  const row = (id: string, pid: string, sort: number) =>
    ({ id, pid, sort }) as Parameters<typeof inTreeOrder>[0][number];
  it('puts children after their parent by sort, with their depth; `under` keeps one branch', () => {
    const rows = [row('b', 'P', 20), row('a1', 'a', 20), row('a', 'P', 10), row('a0', 'a', 10), row('x', 'a0', 1)];
    expect(inTreeOrder(rows).map((r) => `${r.id}:${r.level}`)).toEqual(['a:0', 'a0:1', 'x:2', 'a1:1', 'b:0']);
    expect(inTreeOrder(rows, 'a0').map((r) => r.id)).toEqual(['a0', 'x']);
  });
});
