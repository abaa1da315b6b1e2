import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient } from '@/shared/api';
import { LookupsProvider, NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { DataTable } from './DataTable';
import type { ColumnConfig, RowAction, TableSource } from './types';

afterEach(async () => {
  cleanup();
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  localStorage.clear();
});

interface Line {
  id: string;
  code: string;
  name: string;
  status: number;
}
type Query = { pageNo?: number; pageSize?: number; name?: string };

const rows: Line[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), code: `L-${i + 1}`, name: `${i + 1}号线`, status: i % 2 }));
const columns: ColumnConfig<Line>[] = [
  { dataIndex: 'code', title: '产线编码', hideAble: false },
  { dataIndex: 'name', title: '产线名称' },
];

function fakeSource(fail?: string) {
  const fetch = vi.fn(async (query: Query) => {
    if (fail) throw new ApiError('business', fail, { operationId: 'fake' });
    const { pageNo = 1, pageSize = 10 } = query;
    return { rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, totalRows: rows.length, totalPage: Math.ceil(rows.length / pageSize) };
  });
  const source: TableSource<Line, Query> = { key: (q) => ['test', 'lines', q], fetch };
  return { source, fetch };
}

const allowAll: Lookups = { ...NO_LOOKUPS, canRowAction: () => true, can: () => true };

function renderTable(props: Partial<Parameters<typeof DataTable<Line, Query>>[0]> & { source: TableSource<Line, Query> }, lookups = allowAll) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LookupsProvider value={lookups}>
        <MemoryRouter>
          <DataTable<Line, Query> tableId="test.lines" permissionPrefix="mfgLine" columns={columns} {...props} />
        </MemoryRouter>
      </LookupsProvider>
    </QueryClientProvider>,
  );
}

// Real antd tables, dropdowns and dialogs in jsdom: generous time under a loaded CI machine.
describe('DataTable', { timeout: 20_000 }, () => {
  it('asks for page 1 of 10, shows 共 N 条, and pages on', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source });
    expect(await screen.findByText('L-1')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toEqual({ pageNo: 1, pageSize: 10 });
    expect(screen.getByText('共 12 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('L-11')).toBeTruthy();
    expect(fetch.mock.calls.at(-1)?.[0]).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('says why the list could not be fetched', async () => {
    renderTable({ source: fakeSource('数据库连接超时').source });
    expect(await screen.findByText('获取数据列表失败：数据库连接超时')).toBeTruthy();
  });

  it('shows two row actions, the rest under 更多, by condition and permission', async () => {
    const edit = vi.fn();
    const actions: RowAction<Line>[] = [
      { action: 'detail', title: '详情', onClick: vi.fn() },
      { action: 'edit', title: '编辑', onClick: edit },
      { action: 'enable', title: '启用', onClick: vi.fn(), when: { field: 'status', op: 'eq', value: 1 } },
      { action: 'disable', title: '停用', onClick: vi.fn(), when: { field: 'status', op: 'eq', value: 0 } },
      { action: 'delete', title: '删除', onClick: vi.fn() },
    ];
    const lookups = { ...allowAll, canRowAction: ({ action }: { action: string }) => action !== 'delete' };
    renderTable({ source: fakeSource().source, rowActions: actions }, lookups);
    const first = (await screen.findByText('L-1')).closest('tr');
    if (!first) throw new Error('no row');
    const row = within(first);
    expect(row.getByRole('button', { name: '详情' })).toBeTruthy();
    expect(row.getByRole('button', { name: '编辑' })).toBeTruthy();
    await userEvent.hover(row.getByRole('button', { name: /更多/ }));
    expect(await screen.findByRole('menuitem', { name: '停用' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    expect(edit).toHaveBeenCalledWith(rows[0]);
  });

  it("asks '确认{title}吗？' before a flagged action, and marks a broken one 无效按钮", async () => {
    const disable = vi.fn(() => Promise.resolve());
    renderTable({
      source: fakeSource().source,
      rowActions: [
        { action: 'disable', title: '停用', onClick: disable, confirm: true },
        { action: 'close', title: '关闭' },
      ],
    });
    const first = (await screen.findByText('L-1')).closest('tr');
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('button', { name: '无效按钮' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(first).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('确认停用吗？')).toBeTruthy();
    expect(disable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(disable).toHaveBeenCalledWith(rows[0]));
  });

  it('exports the selected ids, or the conditions without paging; only with the export permission', async () => {
    const exportFile = vi.fn(() => Promise.resolve({ blob: new Blob(['x']), filename: '产线.xlsx' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderTable({ source: fakeSource().source, exportFile, selection: 'checkbox', defaultParams: { name: '线' } });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportFile).toHaveBeenCalledWith({ name: '线' }, []));
    const second = screen.getByText('L-2').closest('tr');
    if (!second) throw new Error('no row');
    await userEvent.click(within(second).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportFile).toHaveBeenLastCalledWith({ name: '线' }, ['2']));
    cleanup();
    renderTable({ source: fakeSource().source, exportFile }, { ...allowAll, can: () => false });
    await screen.findByText('L-1');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('hides a column from the settings panel and remembers it for the next mount', async () => {
    renderTable({ source: fakeSource().source });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '产线名称' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '产线名称' })).toBeNull());
    expect(screen.getByText('表格列配置已调整')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '产线编码' }) as HTMLInputElement).disabled).toBe(true);
    cleanup();
    renderTable({ source: fakeSource().source });
    await screen.findByText('L-1');
    expect(screen.queryByRole('columnheader', { name: '产线名称' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '产线编码' })).toBeTruthy();
  });

  it('edits one cell at a time inline, saving with ✓ and leaving with ✗', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const editable: ColumnConfig<Line>[] = [columns[0] as ColumnConfig<Line>, { dataIndex: 'name', title: '产线名称', edit: { onSave } }];
    renderTable({ source: fakeSource().source, columns: editable });
    await screen.findByText('L-1');
    const edits = screen.getAllByRole('button', { name: '编辑' });
    await userEvent.click(edits[0] as HTMLElement);
    const input = screen.getByDisplayValue('1号线');
    expect(screen.getAllByRole('button', { name: '编辑' }).every((b) => b.hasAttribute('disabled'))).toBe(true);
    fireEvent.change(input, { target: { value: '总装一线' } });
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(rows[0], '总装一线'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '确认' })).toBeNull());

    await userEvent.click(screen.getAllByRole('button', { name: '编辑' })[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByDisplayValue('2号线')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
