import { describe, expect, it } from 'vitest';
import { layoutApprovalFlow } from './layout';
import type { ApprovalFlowNode } from './types';

const step = (id: string, next: string[] = []): ApprovalFlowNode => ({ id, title: id, status: 'waiting', next });

const positions = (nodes: readonly ApprovalFlowNode[]) =>
  Object.fromEntries(
    layoutApprovalFlow(nodes).nodes.map(({ node, column, row, x, y }) => [node.id, { column, row, x, y }]),
  );

describe('layoutApprovalFlow', () => {
  it('places a chain in one row, 200 wide with 30 between columns', () => {
    const layout = layoutApprovalFlow([step('a', ['b']), step('b', ['c']), step('c')]);
    expect(layout.nodes.map(({ node, x, y }) => [node.id, x, y])).toEqual([
      ['a', 0, 0],
      ['b', 230, 0],
      ['c', 460, 0],
    ]);
    expect(layout.width).toBe(660);
    expect(layout.height).toBe(90);
  });

  it('draws straight 30-long lines between consecutive columns of one row', () => {
    const { lines } = layoutApprovalFlow([step('a', ['b']), step('b')]);
    expect(lines).toEqual([
      {
        from: 'a',
        to: 'b',
        points: [
          [200, 45],
          [230, 45],
        ],
      },
    ]);
  });

  it('puts parallel branches in rows and centres the single steps on them', () => {
    const placed = positions([
      step('start', ['dept']),
      step('dept', ['finance', 'legal']),
      step('finance', ['ceo']),
      step('legal', ['ceo']),
      step('ceo', ['archive']),
      step('archive'),
    ]);
    expect(placed.finance).toEqual({ column: 2, row: 0, x: 460, y: 0 });
    expect(placed.legal).toEqual({ column: 2, row: 1, x: 460, y: 120 });
    // Two rows are 90 + 30 + 90 = 210 high; a single step sits in the middle (210 - 90) / 2 = 60.
    expect(placed.start).toEqual({ column: 0, row: 0, x: 0, y: 60 });
    expect(placed.ceo).toEqual({ column: 3, row: 0, x: 690, y: 60 });
    expect(placed.archive?.x).toBe(920);
  });

  it('bends the lines of a fork and a join in the gap before their target', () => {
    const { lines, height } = layoutApprovalFlow([
      step('a', ['b', 'c']),
      step('b', ['d']),
      step('c', ['d']),
      step('d'),
    ]);
    expect(height).toBe(210);
    expect(lines).toEqual([
      {
        from: 'a',
        to: 'b',
        points: [
          [200, 105],
          [215, 105],
          [215, 45],
          [230, 45],
        ],
      },
      {
        from: 'a',
        to: 'c',
        points: [
          [200, 105],
          [215, 105],
          [215, 165],
          [230, 165],
        ],
      },
      {
        from: 'b',
        to: 'd',
        points: [
          [430, 45],
          [445, 45],
          [445, 105],
          [460, 105],
        ],
      },
      {
        from: 'c',
        to: 'd',
        points: [
          [430, 165],
          [445, 165],
          [445, 105],
          [460, 105],
        ],
      },
    ]);
  });

  it('puts a join after its longest branch', () => {
    const placed = positions([step('a', ['b', 'd']), step('b', ['c']), step('c', ['d']), step('d')]);
    expect(placed.d?.column).toBe(3);
    expect(placed.b?.column).toBe(1);
  });

  it('orders a column by the rows of the steps leading to it', () => {
    // b2 is listed first but follows the lower branch: it stays in the lower row.
    const placed = positions([step('a', ['x', 'y']), step('x', ['b1']), step('y', ['b2']), step('b2'), step('b1')]);
    expect(placed.b1?.row).toBe(0);
    expect(placed.b2?.row).toBe(1);
  });

  it('ignores unknown ids, self links and links back to an earlier step', () => {
    const layout = layoutApprovalFlow([step('a', ['b', 'ghost', 'a']), step('b', ['c']), step('c', ['a'])]);
    expect(layout.nodes.map(({ node, column }) => [node.id, column])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(layout.lines.map(({ from, to }) => `${from}->${to}`)).toEqual(['a->b', 'b->c']);
  });

  it('lays out a pure cycle and separate steps without failing', () => {
    expect(positions([step('a', ['b']), step('b', ['a'])])).toEqual({
      a: { column: 0, row: 0, x: 0, y: 0 },
      b: { column: 1, row: 0, x: 230, y: 0 },
    });
    expect(positions([step('x'), step('y')])).toEqual({
      x: { column: 0, row: 0, x: 0, y: 0 },
      y: { column: 0, row: 1, x: 0, y: 120 },
    });
  });

  it('answers an empty diagram for no steps and keeps the first of duplicate ids', () => {
    expect(layoutApprovalFlow([])).toEqual({ nodes: [], lines: [], width: 0, height: 0 });
    const layout = layoutApprovalFlow([
      { ...step('a'), title: '第一' },
      { ...step('a'), title: '第二' },
    ]);
    expect(layout.nodes.map(({ node }) => node.title)).toEqual(['第一']);
  });
});
