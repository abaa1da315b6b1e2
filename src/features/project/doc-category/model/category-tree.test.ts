import { describe, expect, it } from 'vitest';
import { categoryTree, subtreeIds, type PmDocCategory } from './category-tree';

const row = (id: string, pid: string, sort: number): PmDocCategory => ({
  id,
  pid,
  code: `C${id}`,
  name: `分类${id}`,
  sort,
  requiredPhaseCodes: [],
});
const rows = [row('1', '0', 20), row('2', '0', 10), row('3', '1', 10), row('4', '3', 10), row('5', '9', 5)];

describe('文档分类 tree', () => {
  it('nests by pid, orders siblings by sort, and keeps a category whose parent is missing at the top', () => {
    const tree = categoryTree(rows);
    expect(tree.map((node) => node.id)).toEqual(['5', '2', '1']);
    expect(tree[2]?.children?.[0]?.children?.[0]?.id).toBe('4');
    expect(tree[1]?.children).toBeUndefined();
  });

  it('knows a category’s own subtree, which its parent may not be chosen from', () => {
    expect([...subtreeIds(rows, '1')].sort()).toEqual(['1', '3', '4']);
    expect([...subtreeIds(rows, '4')]).toEqual(['4']);
  });
});
