import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchCondition } from '@/shared/lib/table-query';
import { fakeSource, lines, renderTable, rowOf, type LineQuery } from './data-table.fixture';

afterEach(async () => {
  await act(async () => {
    message.destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

const conditions: SearchCondition<keyof LineQuery & string>[] = [
  { key: 'name', title: '产线名称', type: 'input' },
  { key: 'code', title: '产线编码', type: 'input' },
];
const page = (pageNo: number, pageSize = 10) => ({ pageNo, pageSize });

describe('DataTable: paging, search and the address', () => {
  it('asks for page 1 of 10, shows 共 N 条, and pages on with keepPreviousData', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source });
    expect(await screen.findByText('L-1')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toEqual(page(1));
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ quiet: true });
    expect(screen.getByText('共 12 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('L-11')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith(page(2), expect.anything());
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('L-11');
    await userEvent.click(screen.getAllByRole('combobox').at(-1) ?? document.body);
    await userEvent.click(await screen.findByText('20 条/页'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(page(1, 20), expect.anything()));
    expect(await screen.findByText('L-12')).toBeTruthy();
    expect(screen.getByText('L-1')).toBeTruthy();
  });

  it('jumps to the last page when the server has fewer pages than the one shown', async () => {
    let rows = lines;
    const { source, fetch } = fakeSource({ rows: () => rows });
    renderTable({ source });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('L-11');
    rows = lines.slice(0, 5);
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(page(1), expect.anything()));
    expect(await screen.findByText('L-5')).toBeTruthy();
    expect(screen.getByText('共 5 条')).toBeTruthy();
  });

  it('prefills page, size and conditions from the address; a closed tag or 清空 goes back to page 1', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source, conditions }, { route: '/lines?pageNo=2&pageSize=20&name=总装&code=L-1&bogus=1' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toEqual({ name: '总装', code: 'L-1', ...page(2, 20) });
    const tag = (await screen.findByText('产线名称：总装')).closest('.ant-tag');
    if (!(tag instanceof HTMLElement)) throw new Error('no tag');
    await userEvent.click(within(tag).getByRole('button', { name: /Close|关闭/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ code: 'L-1', ...page(1, 20) }, expect.anything()));
    await userEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(page(1, 20), expect.anything()));
    expect(screen.queryByText(/产线编码：/)).toBeNull();
  });

  it('ignores a malformed address: page 1 of 10', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source, conditions }, { route: '/lines?pageNo=abc&pageSize=33' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toEqual(page(1));
  });

  it('a search from the search bar adds its tag and goes back to page 1', async () => {
    const { source, fetch } = fakeSource();
    renderTable({ source, conditions });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('L-11');
    await userEvent.type(screen.getByPlaceholderText('选择属性项搜索/输入关键字识别搜索'), '总装{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: '总装', ...page(1) }, expect.anything()));
    expect(screen.getByText('产线名称：总装')).toBeTruthy();
  });

  it('new extended params (a tree selection) go back to page 1; the same params again do not', async () => {
    const { source, fetch } = fakeSource();
    const view = renderTable({ source, extendedParams: { code: 'L' } });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ code: 'L', ...page(2) }, expect.anything()));
    const calls = fetch.mock.calls.length;
    view.rerender(view.ui({ source, extendedParams: { code: 'L' } }));
    await screen.findByText('L-11');
    expect(fetch.mock.calls.length).toBe(calls);
    view.rerender(view.ui({ source, extendedParams: { code: 'L-1' } }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ code: 'L-1', ...page(1) }, expect.anything()));
  });

  it("refetches when a save invalidates the source's key prefix", async () => {
    const { source, fetch } = fakeSource();
    const { queryClient } = renderTable({ source });
    await screen.findByText('L-1');
    const calls = fetch.mock.calls.length;
    await act(() => queryClient.invalidateQueries({ queryKey: ['test', 'lines'] }));
    expect(fetch.mock.calls.length).toBe(calls + 1);
  });

  it('shows a plain array answer without pagination', async () => {
    const { source } = fakeSource({ unpaged: true });
    renderTable({ source });
    expect(await screen.findByText('L-12')).toBeTruthy();
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
  });

  it('asks a plain list (paged: false) without pageNo and pageSize, which its closed body refuses', async () => {
    const { source, fetch } = fakeSource({ unpaged: true });
    renderTable({ source: { ...source, paged: false } });
    expect(await screen.findByText('L-12')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).not.toHaveProperty('pageNo');
    expect(fetch.mock.calls[0]?.[0]).not.toHaveProperty('pageSize');
  });

  it('numbers rows per page, or on across pages when the index continues', async () => {
    const { source } = fakeSource();
    renderTable({ source, index: 'continued' });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByTitle('2'));
    const row = rowOf(await screen.findByText('L-11'));
    expect(row.querySelector('td')?.textContent).toBe('11');
  });
});
