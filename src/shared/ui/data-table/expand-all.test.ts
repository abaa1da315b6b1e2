import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentKeys, useExpandAll } from './expand-all';

interface Node {
  id: string;
  children?: Node[];
}
const tree: Node[] = [
  {
    id: 'factory',
    children: [
      { id: 'assembly', children: [{ id: 'zz-a' }] },
      { id: 'machining', children: [] },
    ],
  },
  { id: 'spare' },
];
const keyOf = (node: Node) => node.id;

describe('expand all', () => {
  it('names every row with children, at any depth (an empty children list is a leaf)', () => {
    expect(parentKeys(tree, keyOf)).toEqual(['factory', 'assembly']);
  });

  it('opens every parent until the person chooses, then keeps their choice when the rows come again', () => {
    const { result, rerender } = renderHook(({ rows }) => useExpandAll(true, rows, keyOf), {
      initialProps: { rows: tree },
    });
    expect(result.current?.expandedRowKeys).toEqual(['factory', 'assembly']);
    act(() => result.current?.onExpandedRowsChange(['factory']));
    rerender({ rows: [...tree] });
    expect(result.current?.expandedRowKeys).toEqual(['factory']);
  });

  it('leaves a table that did not ask alone', () => {
    const { result } = renderHook(() => useExpandAll(false, tree, keyOf));
    expect(result.current).toBeUndefined();
  });
});
