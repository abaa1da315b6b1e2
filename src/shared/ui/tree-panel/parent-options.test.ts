import { describe, expect, it } from 'vitest';
import { parentOptions } from './parent-options';

const tree = [
  { id: '1', title: '原材料', children: [{ id: '2', title: '金属材料', children: [{ id: '3', title: '钢材' }] }] },
  { id: '4', title: '半成品' },
];

const disabledIds = (options: ReturnType<typeof parentOptions>): string[] =>
  options.flatMap((o) => [...(o.disabled ? [o.value] : []), ...disabledIds(o.children)]);

describe('parentOptions', () => {
  it('offers every group when adding', () => {
    expect(disabledIds(parentOptions(tree))).toEqual([]);
  });

  it('greys out the edited group and its subtree, so it cannot move under itself', () => {
    expect(disabledIds(parentOptions(tree, '2'))).toEqual(['2', '3']);
  });
});
