import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureApi,
  createQueryClient,
  mfgLinePageSource,
  type MfgLinePageData,
  type MfgLinePageVariables,
} from '@/shared/api';
import { DataTable } from './DataTable';
import { allowAll } from './data-table.fixture';
import { LookupsProvider } from '@/shared/lib/lookups';

type Line = MfgLinePageData['rows'][number];

function renderLines() {
  render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>
        <LookupsProvider value={allowAll}>
          <MemoryRouter>
            <DataTable<Line, MfgLinePageVariables['body']>
              tableId="test.mfgLines"
              permissionPrefix="mfgLine"
              columns={[{ dataIndex: 'code', title: '产线编码' }]}
              source={mfgLinePageSource}
            />
          </MemoryRouter>
        </LookupsProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => vi.unstubAllGlobals());

describe('DataTable: an answer that is not the page it asked for', () => {
  it('says so where the table is, instead of showing an empty table', async () => {
    // The real request layer and generated source: a success envelope whose data is null.
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, message: '操作成功', success: true, data: null }));
    renderLines();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('获取数据列表失败：服务器返回的数据格式有误');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('a page without its rows is not taken for an empty page either', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, success: true, data: { pageNo: 1, pageSize: 10 } }));
    renderLines();
    expect((await screen.findByRole('alert')).textContent).toContain('服务器返回的数据格式有误');
  });

  it('a real empty page still says 暂无数据', async () => {
    const data = { rows: [], pageNo: 1, pageSize: 10, totalRows: 0, totalPage: 0 };
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, success: true, data }));
    renderLines();
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
