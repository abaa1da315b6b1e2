import { describe, expect, it } from 'vitest';
import { isDept, toDeptOptions, type DeptTreeNode } from './dept-tree';

const tree: DeptTreeNode[] = [
  {
    id: '300',
    title: '苏州精工制造有限公司',
    type: 'company',
    children: [
      { id: '301', title: '总装车间', type: 'dept' },
      { id: '308', title: '研发中心', type: 'dept', children: [{ id: '381', title: '结构设计组', type: 'dept' }] },
    ],
  },
];

describe('toDeptOptions', () => {
  it('keeps the shape and lets only departments be chosen', () => {
    expect(toDeptOptions(tree, isDept)).toEqual([
      {
        value: '300',
        title: '苏州精工制造有限公司',
        disabled: true,
        children: [
          { value: '301', title: '总装车间', disabled: false },
          {
            value: '308',
            title: '研发中心',
            disabled: false,
            children: [{ value: '381', title: '结构设计组', disabled: false }],
          },
        ],
      },
    ]);
  });
});
