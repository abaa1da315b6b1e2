import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowAll, fakeSource, lines, renderTable, rowOf, type Line } from './data-table.fixture';
import type { ColumnConfig } from './types';

afterEach(async () => {
  await act(async () => {
    message.destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

const statusOptions = [
  { title: '启用', value: 0 },
  { title: '停用', value: 1 },
];

describe('DataTable: header search, filters, dictionary and inline edit', () => {
  it('a header search sends its field on Enter (not while composing) and Escape cancels', async () => {
    const { source, fetch } = fakeSource();
    const columns: ColumnConfig<Line>[] = [
      { dataIndex: 'code', title: '产线编码' },
      { dataIndex: 'name', title: '产线名称', query: 'input' },
    ];
    renderTable({ source, columns });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('img', { name: '搜索产线名称' }));
    const input = await screen.findByPlaceholderText('搜索产线名称');
    await userEvent.type(input, '总装{Escape}');
    expect(fetch).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('img', { name: '搜索产线名称' }));
    const again = await screen.findByPlaceholderText('搜索产线名称');
    await userEvent.type(again, '机加');
    await act(async () => {
      again.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ name: '机加', pageNo: 1, pageSize: 10 }, expect.anything()),
    );
    expect(screen.getByText('产线名称：机加')).toBeTruthy();
  });

  it('a header filter becomes a several-value condition with the options as its text; dict columns render through the dictionary', async () => {
    const { source, fetch } = fakeSource();
    const renderDict = vi.fn((_code: string, value: unknown) => <b>{value === 0 ? '启用' : '停用'}</b>);
    const columns: ColumnConfig<Line>[] = [
      { dataIndex: 'code', title: '产线编码' },
      { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    ];
    renderTable({ source, columns }, { lookups: { ...allowAll, renderDict, dictOptions: () => statusOptions } });
    expect((await screen.findAllByText('启用')).length).toBeGreaterThan(0);
    expect(renderDict).toHaveBeenCalledWith('common_status', 0, undefined);
    await userEvent.click(screen.getByRole('button', { name: 'filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /停用/ }));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ status: '1', pageNo: 1, pageSize: 10 }, expect.anything()),
    );
    expect(screen.getByText('状态：停用')).toBeTruthy();
  });

  it('edits one field at a time: ✓ saves through onSave, ✗ cancels, a flag disables ✓, permission hides the icon', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const columns: ColumnConfig<Line>[] = [
      { dataIndex: 'code', title: '产线编码' },
      {
        dataIndex: 'name',
        title: '产线名称',
        edit: { onSave, saveDisabled: (value) => value.trim() === '', permission: (row) => row.id !== '3' },
      },
    ];
    renderTable({ source: fakeSource().source, columns });
    const first = within(rowOf(await screen.findByText('L-1')));
    expect(within(rowOf(screen.getByText('L-3'))).queryByRole('button', { name: '编辑' })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: '编辑' }));
    const input = first.getByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('1号线');
    const second = within(rowOf(screen.getByText('L-2')));
    expect(second.getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(input);
    expect(first.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '总装一线');
    await userEvent.click(first.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(lines[0], '总装一线'));
    await waitFor(() => expect(first.queryByRole('textbox')).toBeNull());
    await userEvent.click(second.getByRole('button', { name: '编辑' }));
    await userEvent.click(second.getByRole('button', { name: '取消' }));
    expect(second.queryByRole('textbox')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps the editor open with what was typed', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('名称重复')));
    const columns: ColumnConfig<Line>[] = [{ dataIndex: 'name', title: '产线名称', edit: { onSave } }];
    renderTable({ source: fakeSource().source, columns });
    const first = within(rowOf(await screen.findByText('1号线')));
    await userEvent.click(first.getByRole('button', { name: '编辑' }));
    await userEvent.type(first.getByRole('textbox'), '改{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(lines[0], '1号线改'));
    await waitFor(() => expect(first.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(false));
    expect((first.getByRole('textbox') as HTMLInputElement).value).toBe('1号线改');
  });

  it('an edit permission given as a code asks the session', async () => {
    const columns: ColumnConfig<Line>[] = [
      { dataIndex: 'name', title: '产线名称', edit: { onSave: vi.fn(), permission: 'mfgLine:edit' } },
    ];
    renderTable(
      { source: fakeSource().source, columns },
      { lookups: { ...allowAll, can: (required) => required !== 'mfgLine:edit' } },
    );
    await screen.findByText('1号线');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
