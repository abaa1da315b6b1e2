import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { allowAll, fakeSource, lines, renderTable, rowOf } from './data-table.fixture';
import type { ColumnConfig, RowAction } from './types';
import type { Line } from './data-table.fixture';

const lineColumnsWithStatus: ColumnConfig<Line>[] = [
  { dataIndex: 'code', title: '产线编码', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '产线名称' },
  { dataIndex: 'status', title: '状态', hide: true },
];

afterEach(async () => {
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

// antd renders slowly in jsdom; these tests click through menus and dialogs.
describe('DataTable: actions, export, columns', () => {
  it('says why the list could not be fetched', async () => {
    renderTable({ source: fakeSource({ fail: '数据库连接超时' }).source });
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
    renderTable({ source: fakeSource().source, rowActions: actions }, { lookups });
    const row = within(rowOf(await screen.findByText('L-1')));
    expect(row.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['详情', '编辑', '更多']);
    await userEvent.hover(row.getByRole('button', { name: /更多/ }));
    expect(await screen.findByRole('menuitem', { name: '停用' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    expect(edit).toHaveBeenCalledWith(lines[0]);
  });

  it('shows no 更多 for two actions and no action column without any permitted action', async () => {
    const actions: RowAction<Line>[] = [
      { action: 'detail', title: '详情', onClick: vi.fn() },
      { action: 'edit', title: '编辑', onClick: vi.fn() },
    ];
    const { unmount } = renderTable({ source: fakeSource().source, rowActions: actions });
    const row = within(rowOf(await screen.findByText('L-1')));
    expect(row.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['详情', '编辑']);
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    unmount();
    renderTable(
      { source: fakeSource().source, rowActions: actions },
      { lookups: { ...allowAll, canRowAction: () => false } },
    );
    await screen.findByText('L-1');
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
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
    const row = within(rowOf(await screen.findByText('L-1')));
    expect(row.getByRole('button', { name: '无效按钮' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(row.getByRole('button', { name: '停用' }));
    expect(await screen.findByText('确认停用吗？')).toBeTruthy();
    expect(disable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(disable).toHaveBeenCalledWith(lines[0]));
  });

  it('closes the confirm when the confirmed action fails (the request layer has shown why), and leaves no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const disable = vi.fn(() =>
        Promise.reject(new ApiError('business', '产线在生产中，不能停用', { operationId: 'mfgLineDisable' })),
      );
      renderTable({
        source: fakeSource().source,
        rowActions: [{ action: 'disable', title: '停用', onClick: disable, confirm: true }],
      });
      await userEvent.click(within(rowOf(await screen.findByText('L-1'))).getByRole('button', { name: '停用' }));
      await screen.findByText('确认停用吗？');
      await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
      await waitFor(() => expect(disable).toHaveBeenCalledWith(lines[0]));
      await waitFor(() => expect(screen.queryByText('确认停用吗？')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('exports the selected ids, or the conditions without paging and sorting; only with the export permission', async () => {
    const exportFile = vi.fn(() => Promise.resolve({ blob: new Blob(['x']), filename: '产线.xlsx' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { source, fetch } = fakeSource();
    const { unmount } = renderTable({
      source,
      exportFile,
      selection: 'checkbox',
      defaultParams: { name: '线' },
      columns: lineColumnsWithStatus,
    });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('columnheader', { name: /产线编码/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        { name: '线', sortField: 'code', sortOrder: 'ascend', pageNo: 1, pageSize: 10 },
        expect.anything(),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportFile).toHaveBeenCalledWith({ name: '线' }));
    expect(screen.getByText('导出文件正在下载，请稍候')).toBeTruthy();
    await userEvent.click(within(rowOf(screen.getByText('L-2'))).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportFile).toHaveBeenLastCalledWith({ ids: ['2'] }));
    unmount();
    renderTable(
      { source: fakeSource().source, exportFile },
      { lookups: { ...allowAll, can: (required) => required !== 'mfgLine:export' } },
    );
    await screen.findByText('L-1');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('shows 新增 first, before the screen buttons, only with the add permission, and opens the add form', async () => {
    const onAdd = vi.fn();
    const { unmount } = renderTable({
      source: fakeSource().source,
      onAdd,
      toolbar: <button type="button">导入</button>,
    });
    await screen.findByText('L-1');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));
    expect(buttons.indexOf('新增')).toBeLessThan(buttons.indexOf('导入'));
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    unmount();
    const { unmount: unmountLabelled } = renderTable(
      { source: fakeSource().source, onAdd, addLabel: '批量新增', addPermission: 'mfgLine:batchAdd' },
      { lookups: { ...allowAll, can: (required) => required === 'mfgLine:batchAdd' } },
    );
    await screen.findByText('L-1');
    expect(screen.getByRole('button', { name: /批量新增/ })).toBeTruthy();
    unmountLabelled();
    renderTable(
      { source: fakeSource().source, onAdd },
      { lookups: { ...allowAll, can: (required) => required !== 'mfgLine:add' } },
    );
    await screen.findByText('L-1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('hides and shows columns from the settings panel, remembers them for the next mount, and resets', async () => {
    const { unmount } = renderTable({ source: fakeSource().source, columns: lineColumnsWithStatus });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '产线名称' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '产线名称' })).toBeNull());
    expect(screen.getByText('表格列配置已调整')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '产线编码' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '状态' }));
    expect(await screen.findByRole('columnheader', { name: '状态' })).toBeTruthy();
    unmount();

    renderTable({ source: fakeSource().source, columns: lineColumnsWithStatus });
    await screen.findByText('L-1');
    expect(screen.queryByRole('columnheader', { name: '产线名称' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '状态' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: '产线名称' })).toBeTruthy());
    expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull();
    expect(localStorage.getItem('TABLE_COLUMNS:test.lines')).toBeNull();
  });

  it('全部显示 shows every hideable column', async () => {
    renderTable({ source: fakeSource().source, columns: lineColumnsWithStatus });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '全部显示' }));
    expect(await screen.findByRole('columnheader', { name: '状态' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '全部显示' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '产线名称' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: '产线编码' })).toBeTruthy();
  });
});
