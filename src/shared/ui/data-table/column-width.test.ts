import { describe, expect, it } from 'vitest';
import { actionsWidth, cellPadding, columnsToHide, columnWidth, MAX_COLUMN_PX, WIDTH_UNIT_PX } from './column-width';

describe('columnWidth (product.md §5 text width: a non-ASCII character counts 2)', () => {
  it('keeps a declared width', () => {
    expect(columnWidth({ title: '备注', width: 200, example: 'x'.repeat(80) })).toBe(200);
  });

  it('fits the title, counting a Chinese character as 2 units of 8 px, plus the cell padding', () => {
    // 物料编码: 4 characters = 8 units = 64 px; 16 px padding.
    expect(columnWidth({ title: '物料编码' })).toBe(8 * WIDTH_UNIT_PX + 16);
    // The header's sorter, filter and search icons widen it.
    expect(columnWidth({ title: '物料编码', sorter: true })).toBe(64 + 20 + 16);
    expect(columnWidth({ title: '状态', filter: true })).toBe(32 + 24 + 16);
    expect(columnWidth({ title: '物料名称', headerIcon: true })).toBe(64 + 20 + 16);
  });

  it('fits the example when it is wider than the title, ASCII counting 1 and Chinese 2', () => {
    // 'SM-PCBA-750C': 12 units.
    expect(columnWidth({ title: '物料编码', example: 'SM-PCBA-750C' })).toBe(12 * 8 + 16);
    // 'PA66 加纤粒料': 5 ASCII + 4 Chinese = 13 units.
    expect(columnWidth({ title: '物料名称', example: 'PA66 加纤粒料' })).toBe(13 * 8 + 16);
  });

  it('fits the longest dictionary label with its badge dot (none when shown as text)', () => {
    const labels = ['生产部门/车间', '职能部门'];
    // 生产部门/车间: 6 Chinese + '/' = 13 units = 104 px, the badge 14 px.
    expect(columnWidth({ title: '组织类型', labels })).toBe(104 + 14 + 16);
    expect(columnWidth({ title: '组织类型', labels, dictAs: 'text' })).toBe(104 + 16);
    expect(columnWidth({ title: '组织类型', labels, dictAs: 'tags' })).toBe(104 + 18 + 16);
  });

  it('stays between 60 and 320 px, and widens the padding in the large density', () => {
    expect(columnWidth({ title: '单位' })).toBe(60);
    expect(columnWidth({ title: '地址', example: '江苏省苏州市工业园区星湖街 328 号创意产业园 12 幢 5 楼' })).toBe(
      MAX_COLUMN_PX,
    );
    expect(columnWidth({ title: '物料编码' }, cellPadding('large'))).toBe(64 + 32);
  });
});

describe('actionsWidth', () => {
  it('fits the two shown actions, and 更多 when there are more', () => {
    expect(actionsWidth(['详情'], '更多')).toBe(32 + 12 + 16);
    expect(actionsWidth(['详情', '编辑'], '更多')).toBe(2 * (32 + 12) + 16);
    expect(actionsWidth(['详情', '编辑', '启用', '删除'], '更多')).toBe(2 * (32 + 12) + (32 + 12 + 14) + 16);
  });
});

describe('columnsToHide', () => {
  const columns = [
    { key: 'code', width: 100, optional: false },
    { key: 'type', width: 100, optional: true },
    { key: 'name', width: 150, optional: false },
    { key: 'group', width: 100, optional: true },
    { key: 'status', width: 80, optional: false },
  ];

  it('hides nothing when everything fits, or while the width is unknown', () => {
    expect(columnsToHide(columns, 1000, 200)).toEqual(new Set());
    expect(columnsToHide(columns, 0, 200)).toEqual(new Set());
  });

  it('hides the optional columns from the last, only as many as needed', () => {
    // 530 + 200 = 730: 650 px lacks 80, so the last optional (group) goes.
    expect(columnsToHide(columns, 650, 200)).toEqual(new Set(['group']));
    expect(columnsToHide(columns, 600, 200)).toEqual(new Set(['group', 'type']));
  });

  it('never hides a key column: a table still too wide scrolls', () => {
    expect(columnsToHide(columns, 300, 200)).toEqual(new Set(['group', 'type']));
  });
});
