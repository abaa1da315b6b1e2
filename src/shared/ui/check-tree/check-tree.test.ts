import { describe, expect, it } from 'vitest';
import { checkedLeaves, filterTree, leafKeys, linkedCheck, toCheckNodes, type CheckSourceNode } from './check-tree';

const source: CheckSourceNode[] = [
  {
    id: 'P1',
    title: '制造执行',
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
  { id: 'P2', title: '主数据', children: [{ id: 'M3', title: '物料' }] },
];
const tree = toCheckNodes(source);

describe('check tree', () => {
  it('shows only granted leaves as checked, so a granted parent with an ungranted child stays half-checked', () => {
    expect(checkedLeaves(source, ['D1', 'M1', 'B1', 'M2'])).toEqual(['B1', 'M2']);
    expect(checkedLeaves(source, [])).toEqual([]);
  });

  it('derives the whole tree from the checked leaves: fully checked parents and half-checked ones', () => {
    expect(linkedCheck(tree, ['B1', 'M2'])).toEqual({ checked: ['B1', 'M2'], half: ['M1', 'D1', 'P1'] });
    expect(linkedCheck(tree, ['B1', 'B2', 'M2', 'M3'])).toEqual({
      checked: ['B1', 'B2', 'M1', 'M2', 'D1', 'P1', 'M3', 'P2'],
      half: [],
    });
    expect(linkedCheck(tree, [])).toEqual({ checked: [], half: [] });
  });

  it('searches titles, keeping the path above a match and everything below it', () => {
    expect(filterTree(tree, '产线')).toEqual([
      {
        key: 'P1',
        title: '制造执行',
        children: [{ key: 'D1', title: '生产建模', children: [tree[0]?.children?.[0]?.children?.[0]] }],
      },
    ]);
    expect(leafKeys(filterTree(tree, '导出'))).toEqual(['B2']);
    expect(filterTree(tree, '  ')).toEqual(tree);
    expect(filterTree(tree, '采购')).toEqual([]);
  });
});
