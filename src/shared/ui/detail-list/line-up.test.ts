import { describe, expect, it } from 'vitest';
import { lineUp } from './line-up';

describe('lineUp', () => {
  it('keeps lines whose spans add up as they are', () => {
    expect(lineUp([undefined, undefined, undefined, 2, undefined, 3], 3)).toEqual([1, 1, 1, 2, 1, 3]);
  });

  it('starts a wide item on a new line and stretches the one before it to the end of its line', () => {
    // 物料详情: … 单位净重, 单位毛重, then 备注 over the whole line of three.
    expect(lineUp([1, 1, 1, 1, 1, 3], 3)).toEqual([1, 1, 1, 1, 2, 3]);
    // 物料详情 (v1) in two columns: 状态 then 备注 over both.
    expect(lineUp([1, 1, 1, 2], 2)).toEqual([1, 1, 2, 2]);
    expect(lineUp([2, 1, 3, 1, 1], 4)).toEqual([2, 2, 3, 1, 1]);
  });

  it('keeps a span within the columns', () => {
    expect(lineUp([5, 0], 3)).toEqual([3, 1]);
  });
});
