import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/fake-api';
import { EditableGrid, type EditableGridProps } from './EditableGrid';
import type { GridColumn } from './types';

interface Line extends Record<string, unknown> {
  code: string;
  quantity: number | null;
  price: number | null;
}
const columns: GridColumn<Line>[] = [
  { key: 'code', title: '物料编码', facts: { required: true, type: 'string', maxLength: 16 } },
  { key: 'quantity', title: '数量', kind: 'number', facts: { required: true, type: 'number', minimum: 1 }, sum: true },
  { key: 'price', title: '单价', kind: 'number', facts: { required: true, type: 'number', minimum: 0 } },
];
const newLine = (): Line => ({ code: '', quantity: null, price: null });

type LineRule = EditableGridProps<Line>['lineRule'];

function Harness({
  initial,
  onLines,
  lineRule,
  copies = false,
  fixed = false,
}: {
  initial: Line[];
  onLines: (lines: Line[]) => void;
  lineRule?: LineRule;
  /** Hands the lines back as copies, as react-hook-form does with a field's value. */
  copies?: boolean;
  /** The lines are given: no `newLine`. */
  fixed?: boolean;
}) {
  const [lines, setLines] = useState(initial);
  return (
    <EditableGrid
      label="采购明细"
      value={lines}
      onChange={(next) => {
        setLines(copies ? next.map((line) => ({ ...line })) : next);
        onLines(next);
      }}
      columns={columns}
      {...(fixed ? {} : { newLine })}
      lineRule={lineRule}
    />
  );
}

function setUp(initial: Line[] = [newLine()], lineRule?: LineRule, copies = false) {
  const onLines = vi.fn<(lines: Line[]) => void>();
  renderWithProviders(<Harness initial={initial} onLines={onLines} lineRule={lineRule} copies={copies} />);
  const last = () => onLines.mock.calls.at(-1)?.[0];
  return { onLines, last };
}
const cell = (row: number, col: number) => {
  const found = screen.getByRole('grid').querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
  if (!found) throw new Error(`no cell ${row}:${col}`);
  return found;
};

describe('EditableGrid', () => {
  it('keeps given lines fixed: Enter on the last line stays, no line operations, a paste stops at the last line', async () => {
    const onLines = vi.fn<(lines: Line[]) => void>();
    renderWithProviders(<Harness initial={[{ code: 'RM-01', quantity: 5, price: 1 }]} onLines={onLines} fixed />);
    expect(screen.queryByRole('button', { name: '新增行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除行' })).toBeNull();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('8{Enter}');
    expect(onLines.mock.calls.at(-1)?.[0]).toEqual([{ code: 'RM-01', quantity: 8, price: 1 }]);
    expect(cell(0, 1).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Control>}d{/Control}{Insert}{Control>}{Delete}{/Control}');
    expect(onLines.mock.calls.at(-1)?.[0]).toHaveLength(1);
    await userEvent.paste('9\t2\n7\t3');
    expect(onLines.mock.calls.at(-1)?.[0]).toEqual([{ code: 'RM-01', quantity: 9, price: 2 }]);
    expect(screen.getByText(/明细固定为 1 行，多出的行未粘贴/)).toBeTruthy();
  });

  it('types into a cell, moves with Tab and Enter, and adds a line below the last', async () => {
    const { last } = setUp();
    await userEvent.click(cell(0, 0));
    await userEvent.keyboard('RM-01{Tab}12{Tab}3.5{Enter}');
    expect(last()).toEqual([{ code: 'RM-01', quantity: 12, price: 3.5 }, newLine()]);
    // Enter from the last line opened a new one, in the same column.
    expect(cell(1, 2).contains(document.activeElement)).toBe(true);
  });

  it('keeps a value the cell cannot take in the editor with the reason, and Esc puts the cell back', async () => {
    const { onLines } = setUp([{ code: 'RM-01', quantity: 5, price: 1 }]);
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('五{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('数量必须是数字');
    expect(screen.getByLabelText<HTMLInputElement>('第 1 行 数量').value).toBe('五');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByDisplayValue('五')).toBeNull();
    expect(cell(0, 1).textContent).toBe('5');
    expect(onLines).not.toHaveBeenCalled();
  });

  it('takes what an input method composes in the active cell, its Enter picking a candidate, not moving', async () => {
    const { last } = setUp();
    await userEvent.click(cell(0, 0));
    const catcher = within(cell(0, 0)).getByLabelText<HTMLInputElement>('第 1 行 物料编码');
    expect(document.activeElement).toBe(catcher);
    fireEvent.compositionStart(catcher);
    fireEvent.keyDown(catcher, { key: 'Enter', isComposing: true });
    catcher.value = '轴承';
    fireEvent.compositionEnd(catcher, { data: '轴承' });
    const editor = screen.getByDisplayValue<HTMLInputElement>('轴承');
    expect(document.activeElement).toBe(editor);
    fireEvent.keyDown(editor, { key: 'Enter', isComposing: true });
    expect(last()).toBeUndefined();
    await userEvent.keyboard('{Tab}');
    expect(last()).toEqual([{ code: '轴承', quantity: null, price: null }]);
  });

  it('shows the problems of an edited line at its cells and above the grid, by line number', async () => {
    setUp([{ code: 'RM-01', quantity: 5, price: 1 }]);
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Delete}');
    expect(cell(0, 1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('明细有 1 处需要修改：')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 行 数量：请输入数量' })).toBeTruthy();
  });

  it('remembers the edited lines when its owner hands them back as copies (a form field), inserted lines too', async () => {
    setUp(
      [
        { code: 'RM-01', quantity: 5, price: 1 },
        { code: 'RM-02', quantity: 6, price: 1 },
      ],
      undefined,
      true,
    );
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('{Delete}');
    expect(cell(1, 1).getAttribute('aria-invalid')).toBe('true');
    // A line inserted above moves the edited one down: its problem moves with it, the new line's stays unshown.
    await userEvent.click(cell(0, 0));
    await userEvent.keyboard('{Insert}');
    expect(cell(2, 1).getAttribute('aria-invalid')).toBe('true');
    expect(cell(0, 0).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: '第 3 行 数量：请输入数量' })).toBeTruthy();
  });

  it('says a warning of a line (a material twice) in amber at its cell and in its own list, apart from the errors', async () => {
    const twice: LineRule = (line, index, all) =>
      all.findIndex((other) => other.code === line.code) < index
        ? { key: 'code', message: `物料 ${line.code} 已在第 1 行，请确认分两次交货`, level: 'warning' }
        : undefined;
    setUp(
      [
        { code: 'RM-01', quantity: 5, price: 1 },
        { code: '', quantity: 3, price: 1 },
      ],
      twice,
    );
    await userEvent.click(cell(1, 0));
    await userEvent.keyboard('RM-01{Tab}{Delete}');
    // The warned cell is not invalid: the quantity's error is, and only it is listed as one to correct.
    expect(cell(1, 0).getAttribute('aria-invalid')).toBeNull();
    expect(cell(1, 0).className).toMatch(/warning/);
    expect(cell(1, 0).title).toBe('物料 RM-01 已在第 1 行，请确认分两次交货');
    expect(cell(1, 1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('明细有 1 处需要修改：')).toBeTruthy();
    expect(screen.getByText('明细有 1 处请留意（不影响保存）：')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '第 2 行 物料编码：物料 RM-01 已在第 1 行，请确认分两次交货' }),
    ).toBeTruthy();
  });

  it('pastes a block from the active cell, adding lines, and says which values it refused', async () => {
    const { last } = setUp();
    await userEvent.click(cell(0, 0));
    await act(async () => {
      await userEvent.paste('RM-01\t12\t3.5\nRM-02\tabc\t4\nRM-03\t7\t1\n');
    });
    expect(last()).toEqual([
      { code: 'RM-01', quantity: 12, price: 3.5 },
      { code: 'RM-02', quantity: null, price: 4 },
      { code: 'RM-03', quantity: 7, price: 1 },
    ]);
    expect(screen.getByText('粘贴时有 1 个值没有填入，其余已填入：')).toBeTruthy();
    expect(screen.getByText('第 2 行 数量“abc”：数量必须是数字')).toBeTruthy();
    expect(within(screen.getByRole('grid')).getByText('19')).toBeTruthy();
  });

  it('removes, copies and inserts lines by key, and undoes the last change', async () => {
    const first = { code: 'RM-01', quantity: 1, price: 1 };
    const second = { code: 'RM-02', quantity: 2, price: 2 };
    const { last } = setUp([first, second]);
    await userEvent.click(cell(0, 0));
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(last()?.map((l) => l.code)).toEqual(['RM-01', 'RM-01', 'RM-02']);
    await userEvent.keyboard('{Control>}{Delete}{/Control}');
    expect(last()?.map((l) => l.code)).toEqual(['RM-01', 'RM-02']);
    await userEvent.keyboard('{Insert}');
    expect(last()?.map((l) => l.code)).toEqual(['RM-01', '', 'RM-02']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(last()).toEqual([first, second]);
  });
});
