import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import * as z from 'zod/mini';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import {
  allowAll,
  fakeSource,
  lineColumns,
  rowOf,
  type Line,
  type LineQuery,
} from '@/shared/ui/data-table/data-table.fixture';
import { defineRecordForm } from '@/shared/ui/record-form';
import { renderWithProviders } from '@tests/support/fake-api';
import { defineListScreen } from './define-list-screen';
import type { AddPanelProps, ListScreenDeclaration, RowPanelProps } from './types';

afterEach(async () => {
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

const lineSchema = z.object({ code: z.string().check(z.minLength(1, '请输入产线编码')), name: z.string() });
type LineValues = z.input<typeof lineSchema>;

function lineForm(
  add: (body: LineValues) => Promise<unknown>,
  edit: (body: LineValues & { id: string }) => Promise<unknown>,
) {
  return defineRecordForm<Line, LineValues, LineValues>({
    noun: '产线',
    schema: lineSchema,
    fields: [
      { name: 'code', label: '产线编码', required: true },
      { name: 'name', label: '产线名称' },
    ],
    empty: { code: '', name: '' },
    values: (line) => ({ code: line.code, name: line.name }),
    add: (body, options) => {
      expect(options).toEqual({ quiet: true });
      return add(body);
    },
    edit: (body, line) => edit({ ...body, id: line.id }),
  });
}

function Panel({ row, onClose }: RowPanelProps<Line>) {
  return (
    <div role="dialog" aria-label="产线详情">
      {row.name}
      <button onClick={onClose}>关闭详情</button>
    </div>
  );
}

function Where() {
  return <output aria-label="地址">{useLocation().pathname + useLocation().search}</output>;
}

function setUp(declared: Partial<ListScreenDeclaration<Line, LineQuery>> = {}, lookups: Lookups = allowAll) {
  const { source: table, fetch } = fakeSource();
  const add = vi.fn((_body: LineValues) => Promise.resolve('13'));
  const edit = vi.fn((_body: LineValues & { id: string }) => Promise.resolve());
  const formLoads = vi.fn();
  const Page = defineListScreen<Line, LineQuery>({
    tableId: 'test.lines',
    permissionPrefix: 'mfgLine',
    source: { ...table, operation: { family: 'test', operationId: 'lines' } },
    columns: lineColumns,
    form: () => {
      formLoads();
      return Promise.resolve(lineForm(add, edit));
    },
    ...declared,
  });
  renderWithProviders(
    <>
      <Page />
      <Where />
    </>,
    '/',
    lookups,
  );
  return { fetch, add, edit, formLoads, Page };
}

const row = async (code: string) => within(rowOf(await screen.findByText(code)));
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));

describe('defineListScreen', () => {
  it('is the declared list, with 新增 only for those who may add, and loads the form only when opened', async () => {
    const { formLoads } = setUp({}, { ...NO_LOOKUPS, can: (p) => p !== 'mfgLine:add' });
    expect(await screen.findByText('L-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(formLoads).not.toHaveBeenCalled();
  });

  it('adds through the form quietly, then refetches the list', async () => {
    const { add, fetch, formLoads } = setUp();
    await screen.findByText('L-1');
    const before = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('新增产线')).toBeTruthy();
    expect(formLoads).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入产线编码')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('产线编码'), 'L-13');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ code: 'L-13', name: '' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('新增产线')).toBeNull());
  });

  it("edits a row: the form starts with the row's values and sends its id", async () => {
    const { edit } = setUp();
    await userEvent.click((await row('L-2')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑产线')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('产线编码').value).toBe('L-2');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith({ code: 'L-2', name: '2号线', id: '2' }));
  });

  it('edits from the detail when the form declares one: the form starts with the detail, and edit gets it', async () => {
    const detailOf = vi.fn((line: Line) =>
      queryOptions({
        queryKey: ['test', 'line', line.id],
        queryFn: () => Promise.resolve({ ...line, name: `${line.name}（详情）`, remark: '只在详情里' }),
      }),
    );
    const edit = vi.fn((_body: LineValues, _detail: Line & { remark: string }) => Promise.resolve());
    const form = defineRecordForm({
      noun: '产线',
      schema: lineSchema,
      fields: [
        { name: 'code', label: '产线编码', required: true },
        { name: 'name', label: '产线名称' },
      ],
      empty: { code: '', name: '' },
      detail: detailOf,
      values: (detail: Line & { remark: string }) => ({ code: detail.code, name: detail.name }),
      add: () => Promise.resolve(),
      edit: (body, detail: Line & { remark: string }) => edit(body, detail),
    });
    setUp({ form: () => Promise.resolve(form) });
    await userEvent.click((await row('L-4')).getByRole('button', { name: '编辑' }));
    expect(detailOf).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    expect((await screen.findByLabelText<HTMLInputElement>('产线名称')).value).toBe('4号线（详情）');
    expect(screen.getByText('编辑产线')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(
        { code: 'L-4', name: '4号线（详情）' },
        expect.objectContaining({ id: '4', remark: '只在详情里' }),
      ),
    );
  });

  it('opens a panel with its row and closes it', async () => {
    setUp({ rowActions: [{ kind: 'panel', action: 'detail', title: '详情', load: () => Promise.resolve(Panel) }] });
    await userEvent.click((await row('L-3')).getByRole('button', { name: '详情' }));
    expect((await screen.findByRole('dialog', { name: '产线详情' })).textContent).toContain('3号线');
    await userEvent.click(screen.getByRole('button', { name: '关闭详情' }));
    expect(screen.queryByRole('dialog', { name: '产线详情' })).toBeNull();
  });

  it("opens a link action's page with the row", async () => {
    setUp({
      rowActions: [{ kind: 'link', action: 'detail', title: '详情', to: (line) => `/lines/detail?id=${line.id}` }],
    });
    await userEvent.click((await row('L-4')).getByRole('button', { name: '详情' }));
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('/lines/detail?id=4');
  });

  it('runs a call after confirming, says it is done and refetches', async () => {
    const run = vi.fn(() => Promise.resolve());
    const { fetch } = setUp({
      rowActions: [{ kind: 'call', action: 'setAsDefault', title: '设为默认', confirm: true, done: '已设为默认', run }],
    });
    await userEvent.click((await row('L-1')).getByRole('button', { name: '设为默认' }));
    const before = fetch.mock.calls.length;
    await confirm();
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: '1' })));
    expect(await screen.findByText('已设为默认')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
  });

  it('offers the status actions a row allows after the declared ones, and sends the row id', async () => {
    const enable = vi.fn(() => Promise.resolve());
    setUp({ status: { enable, disable: vi.fn(), delete: vi.fn() } });
    // Line 2 (status 1) is disabled: it may be enabled or deleted; line 1 (status 0) only disabled.
    expect((await row('L-2')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '编辑',
      '启用',
      '更多',
    ]);
    expect((await row('L-1')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '编辑',
      '停用',
    ]);
    await userEvent.click((await row('L-2')).getByRole('button', { name: '启用' }));
    await confirm();
    await waitFor(() => expect(enable).toHaveBeenCalledWith({ body: { ids: ['2'] } }));
  });

  it("adds through a dialog of its own when declared (a batch), with the list's scope, and no 编辑 without a form", async () => {
    const saved = vi.fn();
    function BatchAdd({ scope, onClose, onSaved }: AddPanelProps<Partial<LineQuery>>) {
      return (
        <div role="dialog" aria-label="批量新增产线">
          {scope?.code}
          <button
            onClick={() => {
              saved();
              onSaved();
              onClose();
            }}
          >
            提交批量
          </button>
        </div>
      );
    }
    const { fetch, Page } = setUp({
      form: undefined,
      add: { label: '批量新增', load: () => Promise.resolve(BatchAdd) },
    });
    await screen.findByText('L-1');
    expect(Page.screen.add?.label).toBe('批量新增');
    expect((await row('L-1')).queryByRole('button', { name: '编辑' })).toBeNull();
    const before = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: /批量新增/ }));
    await userEvent.click(await screen.findByRole('button', { name: '提交批量' }));
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog', { name: '批量新增产线' })).toBeNull();
  });

  it('has no 新增 and no 编辑 without a form (a read-only list)', async () => {
    setUp({ form: undefined, remove: vi.fn() });
    expect((await row('L-1')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['删除']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
