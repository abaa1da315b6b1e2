import { describe, expect, it } from 'vitest';
import {
  componentWarning,
  descendantIds,
  descendantIdsOfRows,
  parentProblem,
  pathProblem,
  type FunctionRecord,
  type FunctionTreeNode,
} from './function-rules';

const tree: FunctionTreeNode[] = [
  {
    id: 'm',
    title: '生产建模',
    type: '1',
    children: [
      {
        id: 'line',
        title: '产线',
        type: '2',
        children: [
          { id: 'add', title: '新增产线', type: '3' },
          { id: 'detail', title: '产线详情', type: '4' },
        ],
      },
      { id: 'dept', title: '生产部门', type: '2' },
    ],
  },
];
const rows: FunctionRecord[] = [
  { id: 'm', pid: 'P', name: '生产建模', type: '1', path: '/manufacture/modeling' },
  { id: 'line', pid: 'm', name: '产线', type: '2', path: '/manufacture/mfgLine' },
  { id: 'add', pid: 'line', name: '新增产线', type: '3', path: null },
  { id: 'detail', pid: 'line', name: '产线详情', type: '4', path: '/manufacture/mfgLine/detail' },
  { id: 'dept', pid: 'm', name: '生产部门', type: '2', path: '/manufacture/mfgDept' },
  // Only in the list: a child the tree has not got yet.
  { id: 'extra', pid: 'detail', name: '子页面', type: '4', path: '/manufacture/mfgLine/detail/extra' },
];

describe('descendants', () => {
  it('collects every level below a node, from the tree and from the flat list', () => {
    expect([...descendantIds(tree, 'm')].sort()).toEqual(['add', 'dept', 'detail', 'line']);
    expect(descendantIds(tree, 'nope').size).toBe(0);
    expect([...descendantIdsOfRows(rows, 'line')].sort()).toEqual(['add', 'detail', 'extra']);
  });
  it('stops on a cycle the server already holds', () => {
    expect([
      ...descendantIdsOfRows(
        [
          { id: 'a', pid: 'b' },
          { id: 'b', pid: 'a' },
        ],
        'a',
      ),
    ]).toEqual(['b']);
  });
});

describe('parentProblem', () => {
  it('refuses the function itself and its descendants (a cycle), naming the node', () => {
    expect(parentProblem(tree, rows, 'line', 'line')).toBe('上级功能不能是功能自身');
    expect(parentProblem(tree, rows, 'm', 'detail')).toBe(
      '“产线详情”是本功能的下级，不能作为上级功能（菜单会形成循环）',
    );
    expect(parentProblem(tree, rows, 'line', 'extra')).toMatch(/子页面.*循环/);
  });
  it('refuses a button as a parent, accepts the product top and other branches', () => {
    expect(parentProblem(tree, rows, undefined, 'add')).toBe('按钮不能作为上级功能');
    expect(parentProblem(tree, rows, 'line', 'P')).toBeUndefined();
    expect(parentProblem(tree, rows, 'line', 'dept')).toBeUndefined();
    expect(parentProblem(tree, rows, undefined, 'line')).toBeUndefined();
  });
});

describe('pathProblem', () => {
  it('needs a path starting with / for routes, none for buttons', () => {
    expect(pathProblem(rows, { pid: 'm', type: '2', path: '' })).toBe('请输入路由地址');
    expect(pathProblem(rows, { pid: 'm', type: '2', path: 'manufacture/x' })).toBe('路由地址必须以 / 开头');
    expect(pathProblem(rows, { pid: 'm', type: '2', path: '/a b' })).toBe('路由地址不能包含空格');
    expect(pathProblem(rows, { pid: 'line', type: '3', path: null })).toBeUndefined();
  });
  it('refuses a path a sibling has (trailing slash ignored), not its own or a cousin’s', () => {
    expect(pathProblem(rows, { pid: 'm', type: '2', path: '/manufacture/mfgDept/' })).toBe(
      '同级功能“生产部门”已使用路由地址 /manufacture/mfgDept',
    );
    expect(pathProblem(rows, { id: 'dept', pid: 'm', type: '2', path: '/manufacture/mfgDept' })).toBeUndefined();
    expect(pathProblem(rows, { pid: 'line', type: '4', path: '/manufacture/mfgDept' })).toBeUndefined();
  });
});

describe('componentWarning', () => {
  const known = (key: string) => ['mes.mfgLine', 'RouteView', 'Iframe'].includes(key);
  it('warns about a key the app does not know, not about known or empty ones', () => {
    expect(componentWarning('mes.mfgLinee', known)).toMatch(/应用中没有组件“mes.mfgLinee”/);
    expect(componentWarning('mes.mfgLine', known)).toBeUndefined();
    expect(componentWarning(' RouteView ', known)).toBeUndefined();
    expect(componentWarning('', known)).toBeUndefined();
    expect(componentWarning(null, known)).toBeUndefined();
  });
  it('says nothing where the app’s keys are not known (outside the workspace)', () => {
    expect(componentWarning('anything', undefined)).toBeUndefined();
  });
});
