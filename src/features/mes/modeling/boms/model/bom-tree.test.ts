import { describe, expect, it } from 'vitest';
import {
  addLines,
  descendantCount,
  draftsOf,
  linesBody,
  parentKeys,
  quantityProblem,
  removeLine,
  ROOT,
  treeOf,
  type LineDraft,
} from './bom-tree';

const line = (id: string, parentId: string | null, code: string, quantity: number) => ({
  id,
  parentId,
  materialId: `m-${code}`,
  materialCode: code,
  materialName: code,
  specification: null,
  uomName: '个',
  uomPrecision: 0,
  quantity,
  lossRate: 0,
  keyPart: false,
  processId: null,
  processName: null,
  positions: null,
});
const saved = [
  line('1', null, 'SM-PCBA-750C', 100),
  line('11', '1', 'EL-IC-F407', 100),
  line('2', null, 'SM-HS-750', 100),
  line('21', '2', 'RM-AL-0001', 13),
];
const { id: _id, parentId: _parentId, ...pa66Line } = line('x', null, 'PL-PA66-GF30', 12.5);
const pa66: Omit<LineDraft, 'parentKey'> = { ...pa66Line, key: 'new-1', uomName: '千克', uomPrecision: 3 };

describe('BOM tree', () => {
  it('hangs the lines under the product by parent, three levels deep', () => {
    const tree = treeOf(draftsOf(saved));
    expect(tree.children?.map((n) => [n.key, n.level, n.children?.map((c) => [c.key, c.level])])).toEqual([
      ['1', 1, [['11', 2]]],
      ['2', 1, [['21', 2]]],
    ]);
    expect(parentKeys(draftsOf(saved))).toEqual([ROOT, '1', '2']);
  });

  it('adds a picked material under a node and sends it with the others, parents first', () => {
    const drafts = addLines(draftsOf(saved), '2', [pa66]);
    expect(treeOf(drafts).children?.[1]?.children?.map((n) => n.key)).toEqual(['21', 'new-1']);
    expect(linesBody('202', drafts).lines.map((l) => [l.lineKey, l.parentKey])).toEqual([
      ['1', null],
      ['11', '1'],
      ['2', null],
      ['21', '2'],
      ['new-1', '2'],
    ]);
    expect(linesBody('202', drafts).lines[4]).toEqual({
      lineKey: 'new-1',
      parentKey: '2',
      materialId: 'm-PL-PA66-GF30',
      quantity: 12.5,
      lossRate: 0,
      keyPart: false,
      processId: null,
      positions: null,
    });
  });

  it('removes a line with everything under it', () => {
    expect(descendantCount(draftsOf(saved), '1')).toBe(1);
    expect(removeLine(draftsOf(saved), '1').map((d) => d.key)).toEqual(['2', '21']);
  });

  it("checks a quantity against its unit's decimals", () => {
    expect(quantityProblem(1.5, 0, '个')).toBe('单位“个”的用量只能是整数');
    expect(quantityProblem(0.1234, 3, '千克')).toBe('单位“千克”的用量最多 3 位小数');
    expect(quantityProblem(0, 3, '千克')).toBe('用量必须大于 0');
    expect(quantityProblem(null, 3, '千克')).toBe('请输入用量');
    expect(quantityProblem(12.5, 3, '千克')).toBeUndefined();
  });
});
