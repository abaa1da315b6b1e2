import { describe, expect, it } from 'vitest';
import { pidTree, subtreeIds } from './index';

const rows = [
  { id: '2', pid: '1', code: 'B', sort: 20 },
  { id: '1', pid: '0', code: 'A', sort: 10 },
  { id: '3', pid: '1', code: 'C', sort: 10 },
  { id: '4', pid: '9', code: 'D', sort: 30 },
];

describe('pidTree', () => {
  it('nests by pid, siblings by sort, orphans at the top', () => {
    const tree = pidTree(rows);
    expect(tree.map((node) => node.id)).toEqual(['1', '4']);
    expect(tree[0]?.children?.map((node) => node.id)).toEqual(['3', '2']);
  });
  it('finds a subtree', () => {
    expect([...subtreeIds(rows, '1')].sort()).toEqual(['1', '2', '3']);
  });
});
