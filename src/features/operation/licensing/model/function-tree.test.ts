import { describe, expect, it } from 'vitest';
import { checkedLeaves, toCheckNodes } from '@/shared/ui/check-tree';
import { countFunctions, grantedIds, grantedTree, productNodes, type FunctionNode } from './function-tree';

const tree: FunctionNode[] = [
  {
    id: 'P1',
    title: '制造执行',
    type: 'product',
    children: [
      {
        id: 'D1',
        title: '生产建模',
        children: [
          {
            id: 'M1',
            title: '产线',
            children: [
              { id: 'B1', title: '新增产线' },
              { id: 'B2', title: '导出产线' },
            ],
          },
          { id: 'M2', title: '工序' },
        ],
      },
    ],
  },
  { id: 'P2', title: '主数据', type: 'product', children: [{ id: 'M3', title: '物料' }] },
];

describe('function tree', () => {
  it('shows only granted leaves as checked, so a granted parent with an ungranted child stays half-checked', () => {
    expect(checkedLeaves(tree, ['D1', 'M1', 'B1', 'M2'])).toEqual(['B1', 'M2']);
    expect(checkedLeaves(tree, [])).toEqual([]);
  });

  it('grants the checked and the half-checked nodes, once each, never the product itself', () => {
    expect(grantedIds(['B1', 'M2'], ['M1', 'D1', 'P1'], 'P1')).toEqual(['B1', 'M2', 'M1', 'D1']);
    expect(grantedIds(['B1', 'B1'], [])).toEqual(['B1']);
  });

  it('keeps for a read-only view only the granted functions and the nodes above them', () => {
    const shown = grantedTree(tree, ['D1', 'M1', 'B1']);
    expect(shown.map((node) => node.id)).toEqual(['P1']);
    expect(toCheckNodes(shown)).toEqual([
      {
        key: 'P1',
        title: '制造执行',
        children: [
          {
            key: 'D1',
            title: '生产建模',
            children: [{ key: 'M1', title: '产线', children: [{ key: 'B1', title: '新增产线' }] }],
          },
        ],
      },
    ]);
    expect(grantedTree(tree, [])).toEqual([]);
  });

  it('keeps the products asked for, in that order, and maps them for antd', () => {
    expect(productNodes(tree, ['P2', 'P1', 'P9']).map((node) => node.id)).toEqual(['P2', 'P1']);
    expect(toCheckNodes(productNodes(tree, ['P2']))).toEqual([
      { key: 'P2', title: '主数据', children: [{ key: 'M3', title: '物料' }] },
    ]);
    expect(countFunctions(tree[0]?.children ?? [])).toBe(5);
  });
});
