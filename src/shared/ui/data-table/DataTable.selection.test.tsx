import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSource, lines, renderTable, rowOf, type Line } from './data-table.fixture';

const pick = async (code: string, role: 'checkbox' | 'radio' = 'checkbox') =>
  userEvent.click(within(rowOf(await screen.findByText(code))).getByRole(role));
const lastSelection = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1) as [string[], Line[]] | undefined;

describe('DataTable: selection', () => {
  it('keeps the selection across pages and hands the screen every selected row; refresh clears it', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ source: fakeSource().source, selection: 'checkbox', onSelectionChange });
    await pick('L-1');
    await userEvent.click(screen.getByTitle('2'));
    await pick('L-11');
    expect(lastSelection(onSelectionChange)).toEqual([
      ['1', '11'],
      [lines[0], lines[10]],
    ]);
    await userEvent.click(screen.getByTitle('1'));
    expect((within(rowOf(await screen.findByText('L-1'))).getByRole('checkbox') as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(lastSelection(onSelectionChange)).toEqual([[], []]);
    await waitFor(() =>
      expect((within(rowOf(screen.getByText('L-1'))).getByRole('checkbox') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('clears the selection on a page change when asked to', async () => {
    const onSelectionChange = vi.fn();
    renderTable({
      source: fakeSource().source,
      selection: 'checkbox',
      keepSelectionAcrossPages: false,
      onSelectionChange,
    });
    await pick('L-1');
    expect(lastSelection(onSelectionChange)).toEqual([['1'], [lines[0]]]);
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('L-11');
    expect(lastSelection(onSelectionChange)).toEqual([[], []]);
  });

  it('gives the buttons over the selection every selected row and a way to clear it once done', async () => {
    const approve = vi.fn<(rows: Line[]) => void>();
    renderTable({
      source: fakeSource().source,
      selection: 'checkbox',
      selectionActions: ({ rows, clear }) => (
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => {
            approve(rows);
            clear();
          }}
        >
          通过 {rows.length} 条
        </button>
      ),
    });
    expect((await screen.findByRole('button', { name: '通过 0 条' })).hasAttribute('disabled')).toBe(true);
    await pick('L-1');
    await pick('L-2');
    await userEvent.click(screen.getByRole('button', { name: '通过 2 条' }));
    expect(approve).toHaveBeenCalledWith([lines[0], lines[1]]);
    await screen.findByRole('button', { name: '通过 0 条' });
    expect((within(rowOf(screen.getByText('L-1'))).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('radio mode holds one row, in a 40 px column', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ source: fakeSource().source, selection: 'radio', onSelectionChange });
    await pick('L-1', 'radio');
    await pick('L-2', 'radio');
    expect(lastSelection(onSelectionChange)).toEqual([['2'], [lines[1]]]);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(document.querySelector('colgroup col')?.getAttribute('style')).toContain('width: 40px');
  });
});
